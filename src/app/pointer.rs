//! The pointer gate: a move of the mouse that takes the pointer over nothing new is not a frame.
//!
//! eframe draws a whole frame for every move of the mouse, and under software GL (a classroom
//! computer without a graphics driver, Mesa's llvmpipe) a frame costs the same whatever it
//! shows: the start screen as much as the twelve-box table (issue 33, measured with
//! `scripts/cpu-check.sh`: nine tenths of the time is llvmpipe filling pixels). What a move can
//! change on screen is which widgets the pointer is over (a place's outline, a button's
//! highlight, the cursor's shape). So the window runs eframe inside [`Gated`], which hands a
//! move on only when the set of widgets under the pointer changes, a button is held (a drag, a
//! text selection), or the pointer is over a widget that follows it (a chart's crosshair);
//! a move held back is handed on before any other event, so a click or a wheel lands where
//! the pointer is.

use std::sync::{Arc, Mutex};

use egui::{Pos2, Rect, pos2};
use winit::application::ApplicationHandler;
use winit::event::{ElementState, WindowEvent};
use winit::event_loop::ActiveEventLoop;
use winit::window::WindowId;

/// What the pointer can be over, as the last frame laid it out, in points.
#[derive(Clone, Debug, Default)]
pub struct Targets {
    /// Every widget's interactive rectangle.
    widgets: Vec<(egui::Id, Rect)>,
    /// Widgets that follow the pointer inside them (large, sensing clicks and drags: a chart).
    follow: Vec<Rect>,
    pixels_per_point: f32,
}

/// A widget at least this large (points, each side) that senses clicks and drags follows the
/// pointer.
const FOLLOWING_WIDGET: f32 = 120.0;

impl Targets {
    /// The targets of the pass `ctx` has just run.
    pub fn of(ctx: &egui::Context) -> Targets {
        let mut targets = Targets {
            pixels_per_point: ctx.pixels_per_point(),
            ..Targets::default()
        };
        ctx.viewport(|viewport| {
            for (_, rects) in viewport.this_pass.widgets.layers() {
                for widget in rects.iter().filter(|widget| widget.enabled) {
                    let rect = widget.interact_rect;
                    targets.widgets.push((widget.id, rect));
                    // A chart senses clicks and drags over its whole area (egui_plot); a
                    // scroll area senses only drags, and follows nothing.
                    if widget.sense.senses_drag()
                        && widget.sense.senses_click()
                        && rect.width() >= FOLLOWING_WIDGET
                        && rect.height() >= FOLLOWING_WIDGET
                    {
                        targets.follow.push(rect);
                    }
                }
            }
        });
        targets
    }

    /// The widgets under `at` (points), in a fixed order.
    fn under(&self, at: Pos2) -> impl Iterator<Item = egui::Id> + '_ {
        self.widgets
            .iter()
            .filter(move |(_, rect)| rect.contains(at))
            .map(|(id, _)| *id)
    }

    /// Whether the pointer at `at` (points) is over a widget that follows it.
    pub fn follows(&self, at: Pos2) -> bool {
        self.follow.iter().any(|rect| rect.contains(at))
    }

    /// Whether a move from `from` to `to` (points; `from` none before the first) can change
    /// what a frame shows.
    pub fn matters(&self, from: Option<Pos2>, to: Pos2) -> bool {
        let Some(from) = from else {
            return true;
        };
        self.follow.iter().any(|rect| rect.contains(to)) || !self.under(from).eq(self.under(to))
    }

    /// A window position (physical pixels) in points.
    pub fn points(&self, x: f64, y: f64) -> Pos2 {
        let scale = if self.pixels_per_point > 0.0 {
            self.pixels_per_point
        } else {
            1.0
        };
        pos2(x as f32 / scale, y as f32 / scale)
    }
}

/// The targets the app leaves after each frame for the gate to read.
#[derive(Clone, Debug, Default)]
pub struct Gate(Arc<Mutex<Option<Targets>>>);

impl Gate {
    /// Called at the end of each frame.
    pub fn remember(&self, ctx: &egui::Context) {
        let targets = Targets::of(ctx);
        if let Ok(mut slot) = self.0.lock() {
            *slot = Some(targets);
        }
    }

    /// The targets the last frame left.
    pub fn last(&self) -> Option<Targets> {
        self.0.lock().ok().and_then(|slot| slot.clone())
    }

    /// Whether a move to the window position (`x`, `y`) from `from` (points) matters, and the
    /// position in points. Before a frame has left its targets every move matters.
    fn judge(&self, from: Option<Pos2>, x: f64, y: f64) -> (bool, Option<Pos2>) {
        match self.0.lock().ok().as_ref().and_then(|slot| slot.as_ref()) {
            Some(targets) => {
                let to = targets.points(x, y);
                (targets.matters(from, to), Some(to))
            }
            None => (true, None),
        }
    }
}

/// eframe's application with the pointer gate in front of it.
pub struct Gated<A> {
    inner: A,
    gate: Gate,
    /// The move held back, to hand on before the next event.
    held: Option<(WindowId, WindowEvent)>,
    /// Where egui last saw the pointer (points).
    seen: Option<Pos2>,
    /// Mouse buttons held down.
    pressed: usize,
}

impl<A> Gated<A> {
    pub fn new(inner: A, gate: Gate) -> Gated<A> {
        Gated {
            inner,
            gate,
            held: None,
            seen: None,
            pressed: 0,
        }
    }
}

impl<A> Gated<A> {
    fn hand_on_held<T: 'static>(&mut self, event_loop: &ActiveEventLoop)
    where
        A: ApplicationHandler<T>,
    {
        if let Some((window, event)) = self.held.take() {
            self.inner.window_event(event_loop, window, event);
        }
    }
}

impl<T: 'static, A: ApplicationHandler<T>> ApplicationHandler<T> for Gated<A> {
    fn resumed(&mut self, event_loop: &ActiveEventLoop) {
        self.inner.resumed(event_loop);
    }

    fn window_event(&mut self, event_loop: &ActiveEventLoop, window: WindowId, event: WindowEvent) {
        match &event {
            WindowEvent::CursorMoved { position, .. } => {
                let (matters, to) = self.gate.judge(self.seen, position.x, position.y);
                if matters || self.pressed > 0 {
                    self.held = None;
                    self.seen = to;
                    self.inner.window_event(event_loop, window, event);
                } else {
                    self.held = Some((window, event));
                }
                return;
            }
            // What egui draws no frame for (the raw axes X sends with every move among it).
            WindowEvent::RedrawRequested
            | WindowEvent::AxisMotion { .. }
            | WindowEvent::ActivationTokenDone { .. }
            | WindowEvent::DoubleTapGesture { .. } => {}
            WindowEvent::MouseInput { state, .. } => {
                self.hand_on_held::<T>(event_loop);
                self.pressed = match state {
                    ElementState::Pressed => self.pressed + 1,
                    ElementState::Released => self.pressed.saturating_sub(1),
                };
            }
            WindowEvent::CursorLeft { .. } => {
                self.held = None;
                self.seen = None;
            }
            _ => self.hand_on_held::<T>(event_loop),
        }
        self.inner.window_event(event_loop, window, event);
    }

    fn new_events(&mut self, event_loop: &ActiveEventLoop, cause: winit::event::StartCause) {
        self.inner.new_events(event_loop, cause);
    }

    fn user_event(&mut self, event_loop: &ActiveEventLoop, event: T) {
        self.inner.user_event(event_loop, event);
    }

    fn device_event(
        &mut self,
        event_loop: &ActiveEventLoop,
        device: winit::event::DeviceId,
        event: winit::event::DeviceEvent,
    ) {
        self.inner.device_event(event_loop, device, event);
    }

    fn about_to_wait(&mut self, event_loop: &ActiveEventLoop) {
        self.inner.about_to_wait(event_loop);
    }

    fn suspended(&mut self, event_loop: &ActiveEventLoop) {
        self.inner.suspended(event_loop);
    }

    fn exiting(&mut self, event_loop: &ActiveEventLoop) {
        self.inner.exiting(event_loop);
    }

    fn memory_warning(&mut self, event_loop: &ActiveEventLoop) {
        self.inner.memory_warning(event_loop);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn targets() -> Targets {
        let place = |id: &str, x: f32| {
            (
                egui::Id::unique(id),
                Rect::from_min_size(pos2(x, 100.0), egui::vec2(80.0, 80.0)),
            )
        };
        Targets {
            widgets: vec![
                (
                    egui::Id::unique("table"),
                    Rect::from_min_size(pos2(0.0, 0.0), egui::vec2(800.0, 600.0)),
                ),
                place("box 1", 100.0),
                place("box 2", 200.0),
            ],
            follow: vec![Rect::from_min_size(
                pos2(0.0, 650.0),
                egui::vec2(300.0, 200.0),
            )],
            pixels_per_point: 2.0,
        }
    }

    #[test]
    fn a_move_matters_only_when_the_pointer_goes_over_something_else() {
        let targets = targets();
        // Within box 1: nothing new under the pointer.
        assert!(!targets.matters(Some(pos2(110.0, 110.0)), pos2(170.0, 170.0)));
        // Over the felt between the boxes: nothing new either.
        assert!(!targets.matters(Some(pos2(185.0, 300.0)), pos2(190.0, 320.0)));
        // From box 1 to the felt, from the felt to box 2, from box 1 to box 2: a new target.
        assert!(targets.matters(Some(pos2(170.0, 150.0)), pos2(190.0, 150.0)));
        assert!(targets.matters(Some(pos2(190.0, 150.0)), pos2(210.0, 150.0)));
        assert!(targets.matters(Some(pos2(170.0, 150.0)), pos2(210.0, 150.0)));
        // Out of the table altogether.
        assert!(targets.matters(Some(pos2(700.0, 500.0)), pos2(820.0, 500.0)));
        // The first move, and every move over a chart that follows the pointer.
        assert!(targets.matters(None, pos2(10.0, 10.0)));
        assert!(targets.matters(Some(pos2(10.0, 700.0)), pos2(11.0, 700.0)));
    }

    #[test]
    fn a_window_position_is_read_in_points() {
        // 2 pixels a point: the pixel (220, 300) is the point (110, 150), inside box 1.
        assert_eq!(targets().points(220.0, 300.0), pos2(110.0, 150.0));
    }
}
