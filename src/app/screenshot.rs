//! `tallador --scenario F --screenshot out.png`: after the first frames, ask egui for a
//! screenshot of the window, write it as PNG, and close. The exit status says whether it worked.

use std::path::PathBuf;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::{Arc, Mutex};

/// Frames drawn before the picture is taken (layout and fonts settle in the first ones).
const SETTLE_FRAMES: u32 = 3;

pub struct ScreenshotPlan {
    path: PathBuf,
    frames: u32,
    requested: bool,
    result: Arc<Mutex<Option<Result<(), String>>>>,
    exit: Arc<AtomicI32>,
    closing: bool,
}

impl ScreenshotPlan {
    pub fn new(path: PathBuf, exit: Arc<AtomicI32>) -> ScreenshotPlan {
        ScreenshotPlan {
            path,
            frames: 0,
            requested: false,
            result: Arc::new(Mutex::new(None)),
            exit,
            closing: false,
        }
    }

    /// Called once per frame.
    pub fn step(&mut self, ctx: &egui::Context) {
        if self.closing {
            return;
        }
        self.frames += 1;
        if !self.requested {
            if self.frames >= SETTLE_FRAMES {
                self.requested = true;
                let path = self.path.clone();
                let result = self.result.clone();
                let repaint = ctx.clone();
                ctx.request_screenshot(move |image| {
                    let written = write_png(&path, &image);
                    if let Ok(mut slot) = result.lock() {
                        *slot = Some(written);
                    }
                    repaint.request_repaint();
                });
            }
            ctx.request_repaint();
            return;
        }
        let done = self.result.lock().ok().and_then(|mut slot| slot.take());
        match done {
            Some(Ok(())) => {
                eprintln!("tallador: wrote {}", self.path.display());
                self.finish(ctx, 0);
            }
            Some(Err(error)) => {
                eprintln!("tallador: cannot write {}: {error}", self.path.display());
                self.finish(ctx, 1);
            }
            None => ctx.request_repaint_after(std::time::Duration::from_millis(20)),
        }
    }

    fn finish(&mut self, ctx: &egui::Context, code: i32) {
        self.closing = true;
        self.exit.store(code, Ordering::SeqCst);
        ctx.send_viewport_cmd(egui::ViewportCommand::Close);
    }
}

/// Writes an egui image as an 8-bit RGBA PNG.
pub fn write_png(path: &std::path::Path, image: &egui::ColorImage) -> Result<(), String> {
    let [width, height] = image.size;
    let pixels: Vec<u8> = image
        .pixels
        .iter()
        .flat_map(|pixel| pixel.to_array())
        .collect();
    if let Some(folder) = path
        .parent()
        .filter(|folder| !folder.as_os_str().is_empty())
    {
        std::fs::create_dir_all(folder).map_err(|error| error.to_string())?;
    }
    image::save_buffer(
        path,
        &pixels,
        u32::try_from(width).map_err(|error| error.to_string())?,
        u32::try_from(height).map_err(|error| error.to_string())?,
        image::ExtendedColorType::Rgba8,
    )
    .map_err(|error| error.to_string())
}
