//! The program's icon, drawn here (no image file to license): two cards on green felt, the
//! front one with a red diamond, the back one with a black spade. The window uses it, and
//! `assets/icon/tallador.png` (the desktop entry's icon) is this drawing at 256 pixels.

/// The icon as RGBA pixels, `size` × `size`.
pub fn rgba(size: u32) -> Vec<u8> {
    let mut pixels = Vec::with_capacity((size * size * 4) as usize);
    // 4 × 4 samples per pixel smooth the edges.
    const SAMPLES: u32 = 4;
    for y in 0..size {
        for x in 0..size {
            let mut sum = [0.0f32; 4];
            for sy in 0..SAMPLES {
                for sx in 0..SAMPLES {
                    let u = (x as f32 + (sx as f32 + 0.5) / SAMPLES as f32) / size as f32;
                    let v = (y as f32 + (sy as f32 + 0.5) / SAMPLES as f32) / size as f32;
                    let [r, g, b, a] = colour_at(u, v);
                    sum[0] += r * a;
                    sum[1] += g * a;
                    sum[2] += b * a;
                    sum[3] += a;
                }
            }
            let samples = (SAMPLES * SAMPLES) as f32;
            let alpha = sum[3] / samples;
            let channel = |value: f32| {
                if alpha > 0.0 {
                    (value / samples / alpha * 255.0).round().clamp(0.0, 255.0) as u8
                } else {
                    0
                }
            };
            pixels.extend([
                channel(sum[0]),
                channel(sum[1]),
                channel(sum[2]),
                (alpha * 255.0).round().clamp(0.0, 255.0) as u8,
            ]);
        }
    }
    pixels
}

const FELT: [f32; 4] = [0.04, 0.36, 0.20, 1.0];
const GOLD: [f32; 4] = [0.85, 0.68, 0.25, 1.0];
const CARD: [f32; 4] = [0.98, 0.97, 0.93, 1.0];
const EDGE: [f32; 4] = [0.55, 0.55, 0.52, 1.0];
const RED: [f32; 4] = [0.80, 0.10, 0.12, 1.0];
const BLACK: [f32; 4] = [0.08, 0.08, 0.10, 1.0];
const CLEAR: [f32; 4] = [0.0, 0.0, 0.0, 0.0];

/// The colour at (u, v) in the unit square, top left at (0, 0).
fn colour_at(u: f32, v: f32) -> [f32; 4] {
    let tile = rounded_rect(u, v, 0.5, 0.5, 0.47, 0.47, 0.12);
    if tile > 0.0 {
        return CLEAR;
    }
    // The front card first (it covers the back one), then the back card, then the felt.
    let front = rotate(u, v, 0.58, 0.56, -0.20);
    if let Some(colour) = card(front, (0.0, 0.0, 0.13), RED, diamond) {
        return colour;
    }
    let back = rotate(u, v, 0.37, 0.45, 0.30);
    if let Some(colour) = card(back, (-0.07, -0.09, 0.085), BLACK, spade) {
        return colour;
    }
    if tile > -0.025 { GOLD } else { FELT }
}

/// A card centred at the origin of `point` (card coordinates): its edge, its face, and its
/// suit at `(x, y, size)` on the card.
fn card(
    point: (f32, f32),
    (sx, sy, size): (f32, f32, f32),
    ink: [f32; 4],
    suit: fn(f32, f32) -> bool,
) -> Option<[f32; 4]> {
    let (x, y) = point;
    let outline = rounded_rect(x, y, 0.0, 0.0, 0.19, 0.27, 0.04);
    if outline > 0.0 {
        return None;
    }
    if outline > -0.012 {
        return Some(EDGE);
    }
    if suit((x - sx) / size, (y - sy) / size) {
        return Some(ink);
    }
    Some(CARD)
}

/// A diamond of unit half-height.
fn diamond(x: f32, y: f32) -> bool {
    x.abs() * 1.35 + y.abs() <= 1.0
}

/// A spade of about unit size: a heart upside down and a stem.
fn spade(x: f32, y: f32) -> bool {
    let lobe = |cx: f32| ((x - cx).powi(2) + (y - 0.15).powi(2)).sqrt() <= 0.42;
    let point = y <= 0.2 && x.abs() <= (y + 1.0) * 0.72 && y >= -1.0;
    let stem = (0.3..=0.95).contains(&y) && x.abs() <= 0.08 + (y - 0.3) * 0.35;
    lobe(-0.36) || lobe(0.36) || point || stem
}

/// Signed distance to a rounded rectangle centred at (cx, cy) with half sizes (hw, hh):
/// negative inside.
fn rounded_rect(x: f32, y: f32, cx: f32, cy: f32, hw: f32, hh: f32, radius: f32) -> f32 {
    let dx = (x - cx).abs() - (hw - radius);
    let dy = (y - cy).abs() - (hh - radius);
    let outside = (dx.max(0.0).powi(2) + dy.max(0.0).powi(2)).sqrt();
    outside + dx.max(dy).min(0.0) - radius
}

/// `(u, v)` in the coordinates of a card centred at (cx, cy) and turned by `angle` radians.
fn rotate(u: f32, v: f32, cx: f32, cy: f32, angle: f32) -> (f32, f32) {
    let (x, y) = (u - cx, v - cy);
    let (sin, cos) = angle.sin_cos();
    (x * cos + y * sin, -x * sin + y * cos)
}

/// The icon for the window.
pub fn icon_data() -> egui::IconData {
    const SIZE: u32 = 128;
    egui::IconData {
        rgba: rgba(SIZE),
        width: SIZE,
        height: SIZE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pixel(pixels: &[u8], size: u32, x: u32, y: u32) -> [u8; 4] {
        let at = ((y * size + x) * 4) as usize;
        [pixels[at], pixels[at + 1], pixels[at + 2], pixels[at + 3]]
    }

    #[test]
    fn the_icon_is_felt_with_a_red_suit_and_clear_corners() {
        let size = 64;
        let pixels = rgba(size);
        assert_eq!(pixels.len(), (size * size * 4) as usize);
        // The very corner is outside the rounded tile.
        assert_eq!(pixel(&pixels, size, 0, 0)[3], 0);
        // Near the left edge, halfway down: felt green, opaque.
        let [r, g, b, a] = pixel(&pixels, size, 4, 32);
        assert!(g > r && g > b && a == 255, "{r} {g} {b} {a}");
        // The front card's centre holds its red diamond.
        let [r, g, b, _] = pixel(&pixels, size, 36, 35);
        assert!(r > 150 && g < 80 && b < 80, "{r} {g} {b}");
    }

    #[test]
    fn the_committed_png_is_this_drawing() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icon/tallador.png");
        let committed = image::open(&path)
            .expect("assets/icon/tallador.png")
            .to_rgba8();
        assert_eq!((committed.width(), committed.height()), (256, 256));
        assert!(
            committed.as_raw() == &rgba(256),
            "run the ignored test write_icon_png"
        );
    }

    #[test]
    #[ignore = "writes assets/icon/tallador.png; run on purpose"]
    fn write_icon_png() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icon/tallador.png");
        image::save_buffer(&path, &rgba(256), 256, 256, image::ColorType::Rgba8).unwrap();
    }
}
