//! The look: a dark room around green felt, large type for a classroom projector, and the
//! bundled DejaVu fonts (so every glyph the app writes exists, in regular and bold).

use egui::{Color32, FontData, FontDefinitions, FontFamily, FontId, TextStyle};

pub const BACKGROUND: Color32 = Color32::from_rgb(0x1d, 0x1f, 0x24);
pub const PANEL: Color32 = Color32::from_rgb(0x27, 0x2a, 0x31);
pub const PANEL_EDGE: Color32 = Color32::from_rgb(0x3a, 0x3e, 0x47);
pub const TEXT: Color32 = Color32::from_rgb(0xe8, 0xe6, 0xe1);
/// Secondary text; brighter with the projector setting (see [`weak`]).
const WEAK: Color32 = Color32::from_rgb(0x9a, 0x9f, 0xa8);
const WEAK_PROJECTED: Color32 = Color32::from_rgb(0xd6, 0xd9, 0xde);

/// The projector setting in force, for the colours that depend on it.
static PROJECTOR: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// The colour of secondary text: grey, or near white on a projector (stronger contrast).
pub fn weak() -> Color32 {
    if PROJECTOR.load(std::sync::atomic::Ordering::Relaxed) {
        WEAK_PROJECTED
    } else {
        WEAK
    }
}
pub const FELT: Color32 = Color32::from_rgb(0x11, 0x63, 0x36);
pub const FELT_DARK: Color32 = Color32::from_rgb(0x0c, 0x4d, 0x29);
pub const FELT_PRINT: Color32 = Color32::from_rgb(0x1d, 0x7a, 0x47);
pub const RIM: Color32 = Color32::from_rgb(0xc9, 0xa1, 0x3b);
pub const GOLD: Color32 = Color32::from_rgb(0xf2, 0xc9, 0x4c);
pub const SELECTED: Color32 = Color32::from_rgb(0xff, 0xe0, 0x5a);
pub const GOOD: Color32 = Color32::from_rgb(0x6c, 0xcf, 0x7f);
pub const BAD: Color32 = Color32::from_rgb(0xf0, 0x6a, 0x5f);
pub const BAD_FILL: Color32 = Color32::from_rgb(0x4a, 0x22, 0x22);
pub const GOOD_FILL: Color32 = Color32::from_rgb(0x1f, 0x40, 0x2a);
pub const CARD: Color32 = Color32::from_rgb(0xfb, 0xfa, 0xf5);
pub const CARD_RED: Color32 = Color32::from_rgb(0xc8, 0x1e, 0x1e);
pub const CARD_BLACK: Color32 = Color32::from_rgb(0x16, 0x16, 0x1a);
pub const CARD_BACK: Color32 = Color32::from_rgb(0x8c, 0x1d, 0x2b);
pub const CHIP_PUNTO: Color32 = Color32::from_rgb(0x2f, 0x80, 0xe0);
pub const CHIP_BANCA: Color32 = Color32::from_rgb(0xe6, 0x7e, 0x22);
pub const CHIP_EMPATE: Color32 = Color32::from_rgb(0x9b, 0x59, 0xb6);
pub const CHIP_PAID: Color32 = Color32::from_rgb(0xd4, 0xac, 0x0d);
/// The sign of a player who leaves after this hand (a marking table's seat).
pub const LEAVES: Color32 = Color32::from_rgb(0x9a, 0x2f, 0x2a);
pub const SHOE: Color32 = Color32::from_rgb(0x5a, 0x3a, 0x22);

/// A chip's fill and the colour of the value printed on it, by the name of its colour (a house
/// profile's `chips`, or the default set's); an unknown name is grey.
pub fn chip_colours(name: &str) -> (Color32, Color32) {
    let dark = Color32::from_rgb(0x16, 0x16, 0x1a);
    match name.trim().to_lowercase().as_str() {
        "white" | "blanco" | "bianco" => (Color32::from_rgb(0xf2, 0xf0, 0xea), dark),
        "red" | "rojo" | "rosso" => (Color32::from_rgb(0xc0, 0x27, 0x2d), Color32::WHITE),
        "green" | "verde" => (Color32::from_rgb(0x1f, 0x8a, 0x4c), Color32::WHITE),
        "black" | "negro" | "nero" => (Color32::from_rgb(0x22, 0x22, 0x26), Color32::WHITE),
        "purple" | "violeta" | "viola" => (Color32::from_rgb(0x6c, 0x3a, 0x9c), Color32::WHITE),
        "yellow" | "amarillo" | "giallo" => (Color32::from_rgb(0xf1, 0xc4, 0x0f), dark),
        "orange" | "naranja" | "arancione" => (Color32::from_rgb(0xe6, 0x7e, 0x22), dark),
        "blue" | "azul" | "blu" => (Color32::from_rgb(0x24, 0x5f, 0xb8), Color32::WHITE),
        "pink" | "rosa" => (Color32::from_rgb(0xe8, 0x8a, 0xb4), dark),
        "brown" | "marron" | "marrón" | "marrone" => {
            (Color32::from_rgb(0x7a, 0x4a, 0x26), Color32::WHITE)
        }
        _ => (Color32::from_rgb(0x8e, 0x95, 0x9c), dark),
    }
}

/// The bold font family.
pub fn bold() -> FontFamily {
    FontFamily::Name("bold".into())
}

pub fn bold_font(size: f32) -> FontId {
    FontId::new(size, bold())
}

pub fn font(size: f32) -> FontId {
    FontId::proportional(size)
}

/// DejaVu Sans for text (egui's fonts stay as fallbacks), DejaVu Sans Bold as `bold`.
pub fn fonts() -> FontDefinitions {
    let mut fonts = FontDefinitions::default();
    fonts.font_data.insert(
        "dejavu".into(),
        FontData::from_static(include_bytes!("../../assets/fonts/DejaVuSans.ttf")).into(),
    );
    fonts.font_data.insert(
        "dejavu-bold".into(),
        FontData::from_static(include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf")).into(),
    );
    let fallbacks = fonts
        .families
        .get(&FontFamily::Proportional)
        .cloned()
        .unwrap_or_default();
    let mut proportional = vec!["dejavu".to_string()];
    proportional.extend(fallbacks.iter().cloned());
    fonts
        .families
        .insert(FontFamily::Proportional, proportional);
    let mut bold = vec!["dejavu-bold".to_string(), "dejavu".to_string()];
    bold.extend(fallbacks);
    fonts.families.insert(self::bold(), bold);
    if let Some(mono) = fonts.families.get_mut(&FontFamily::Monospace) {
        mono.push("dejavu".into());
    }
    fonts
}

/// The zoom that fits the window: 1 at the 1280×800 the screens are drawn for, larger on a
/// large screen (a projector at 1920×1080 gets larger type and a longer list, not only the
/// same screen blown up), a little smaller on a small monitor.
pub fn window_zoom(window: egui::Vec2) -> f32 {
    let fit = (window.x / 1280.0).min(window.y / 800.0);
    (1.0 + (fit - 1.0) * 0.6).clamp(0.85, 2.0)
}

/// The projector setting's extra zoom.
pub const PROJECTOR_ZOOM: f32 = 1.2;

/// How much one Ctrl + or Ctrl − zooms.
pub const ZOOM_STEP: f32 = 1.1;

/// The projector setting: stronger contrast (white text, brighter edges) on top of the zoom.
pub fn set_projector(ctx: &egui::Context, on: bool) {
    PROJECTOR.store(on, std::sync::atomic::Ordering::Relaxed);
    ctx.all_styles_mut(|style| {
        let visuals = &mut style.visuals;
        visuals.override_text_color = Some(if on { Color32::WHITE } else { TEXT });
        let edge = if on {
            egui::Stroke::new(1.5, Color32::from_gray(200))
        } else {
            egui::Stroke::new(1.0, Color32::from_gray(60))
        };
        visuals.widgets.inactive.bg_stroke = edge;
        visuals.widgets.noninteractive.bg_stroke = edge;
    });
}

/// Installs fonts and style on a context (the app and the tests call this).
pub fn install(ctx: &egui::Context) {
    // The app zooms itself (Ctrl + / Ctrl − / Ctrl 0 on top of the window's zoom).
    ctx.options_mut(|options| options.zoom_with_keyboard = false);
    ctx.set_fonts(fonts());
    ctx.all_styles_mut(|style| {
        style.text_styles = [
            (TextStyle::Small, FontId::proportional(13.0)),
            (TextStyle::Body, FontId::proportional(16.0)),
            (TextStyle::Button, FontId::proportional(16.0)),
            (TextStyle::Heading, FontId::new(24.0, bold())),
            (TextStyle::Monospace, FontId::monospace(18.0)),
        ]
        .into();
        style.spacing.button_padding = egui::vec2(12.0, 6.0);
        style.spacing.item_spacing = egui::vec2(10.0, 8.0);
        style.spacing.interact_size.y = 30.0;
        let visuals = &mut style.visuals;
        *visuals = egui::Visuals::dark();
        visuals.panel_fill = BACKGROUND;
        visuals.window_fill = PANEL;
        visuals.extreme_bg_color = Color32::from_rgb(0x14, 0x16, 0x1a);
        visuals.override_text_color = Some(TEXT);
        visuals.selection.bg_fill = Color32::from_rgb(0x6b, 0x55, 0x12);
        visuals.selection.stroke.color = SELECTED;
        visuals.widgets.inactive.weak_bg_fill = Color32::from_rgb(0x33, 0x37, 0x3f);
        visuals.widgets.hovered.weak_bg_fill = Color32::from_rgb(0x41, 0x46, 0x50);
        visuals.widgets.active.weak_bg_fill = Color32::from_rgb(0x4d, 0x53, 0x5e);
    });
}

/// The frame of every screen's top bar.
pub fn top_bar_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(PANEL)
        .inner_margin(egui::Margin::symmetric(16, 8))
}

/// The Tallador wordmark at the left of a top bar, and the gap after it.
pub fn wordmark_ui(ui: &mut egui::Ui) {
    ui.label(
        egui::RichText::new("Tallador")
            .font(bold_font(20.0))
            .color(GOLD),
    );
    ui.add_space(12.0);
}

/// The frame of a panel or a box of controls: the panel colour with a thin edge.
pub fn panel_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(PANEL)
        .stroke(egui::Stroke::new(1.0, PANEL_EDGE))
}

/// The frame of a side panel.
pub fn side_frame() -> egui::Frame {
    panel_frame().inner_margin(14.0)
}
