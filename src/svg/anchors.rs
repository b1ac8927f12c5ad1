//! Anchor points: where a follower is drawn on each feature of a tile.
//!
//! The tile's scene is painted into a small label map (2 pixels per tile
//! unit, no anti-aliasing) in which every pixel says which feature it
//! shows. Fields are the grass left between the other features: each field
//! segment is the grass reached from its own half-edges; a field with no
//! half-edges (enclosed by cities) is the largest stretch of grass left
//! after that. For each feature
//! the anchor is the middle of the 2 × 2 block of pixels, wholly of the
//! feature, nearest to the feature's centre of mass among those at least
//! [`CLEARANCE`] from any other feature (or as far as the feature allows),
//! so anchors lie inside the painted area by construction, clear of walls,
//! roofs, shields and verges. Distances are measured between blocks, a
//! quarter of the pixels, and never more generously than between pixels.

use kurbo::{BezPath, PathEl};
use resvg::tiny_skia::{
    self, BlendMode, FillRule, LineCap, Paint as SkPaint, PathBuilder, Pixmap, Stroke, Transform,
};
use tilebook_engine::{FeatureRef, FeatureType, TileKind};

use super::geom::{CENTRE, half_point, half_x, on, round};
use super::scene::{Label, Paint, Scene, compose};

/// Pixels per tile unit in the label map.
pub(super) const RES: usize = 2;
/// Width and height of the label map in pixels.
pub(super) const N: usize = 100 * RES;
/// How far (tile units) an anchor keeps from other features, when it can.
pub const CLEARANCE: f32 = 4.0;

/// The code of the border: no pixel has it. (Codes are widened to the
/// size of a distance, so that a row is relaxed several pixels at a time.)
const BORDER: u16 = u16::MAX;

/// Distances are whole numbers: a step to a side neighbour is [`STEP`],
/// to a corner neighbour [`DIAG`] (99/70 = 1.41429, √2 to four digits),
/// so that the passes are additions and minimums the processor does for
/// many pixels at once, without branches.
pub(super) const STEP: i16 = 70;
/// A step to a corner neighbour (see [`STEP`]).
const DIAG: i16 = 99;
/// The distance of a pixel not reached yet: far above any on the map
/// (at most N × DIAG), and still a number after one more step.
const FAR: i16 = 16_000;
/// Side of the coarse map the anchors' distances are measured on: one
/// pixel per 2 × 2 pixels of the label map (see [`anchors_by_code`]).
const H: usize = N / 2;
/// [`CLEARANCE`] in distance steps on the coarse map.
const CLEARANCE_STEPS: i16 = (CLEARANCE as usize * RES / 2) as i16 * STEP;
/// The coarse map's code for a block of pixels that show more than one
/// code: no feature has it.
const MIXED: u16 = 256;

/// Label-map code of unpainted or grass pixels.
pub(super) const GROUND: u8 = 0;
/// Label-map code of decoration pixels.
const DECOR: u8 = 255;

/// Every feature of a tile kind in a fixed order: cities, roads, fields,
/// rivers, then the cloister.
pub fn features(kind: &TileKind) -> Vec<FeatureRef> {
    let list = |ty, n: usize| (0..n).map(move |index| FeatureRef { ty, index });
    list(FeatureType::City, kind.cities.len())
        .chain(list(FeatureType::Road, kind.roads.len()))
        .chain(list(FeatureType::Field, kind.fields.len()))
        .chain(list(FeatureType::River, kind.rivers.len()))
        .chain(list(FeatureType::Cloister, usize::from(kind.cloister)))
        .collect()
}

/// Anchor point of every feature of `kind` (in the orientation of its
/// data), in tile units: x from 0 (west) to 100 (east), y from 0 (north)
/// to 100 (south), rounded to a tenth. In the order of [`features`].
pub fn anchors(kind: &TileKind) -> Vec<(FeatureRef, (f32, f32))> {
    anchors_in(kind, &compose(kind))
}

/// [`anchors`] of `kind` from its `scene`, already composed.
pub fn anchors_in(kind: &TileKind, scene: &Scene) -> Vec<(FeatureRef, (f32, f32))> {
    let feats = features(kind);
    let map = LabelMap::new(kind, scene, &feats);
    let by_code = anchors_by_code(&map.codes);
    feats
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let (x, y) = by_code[usize::from(code(i))].unwrap_or_else(|| fallback(kind, *f));
            (*f, (round(f64::from(x)) as f32, round(f64::from(y)) as f32))
        })
        .collect()
}

/// The label-map code of the `i`-th feature.
pub(super) fn code(i: usize) -> u8 {
    // Codes 1..=254; a tile never has that many features, and extra ones
    // share the last code rather than fail.
    (i + 1).min(254) as u8
}

/// Where a feature that shows no pixel at all is anchored: its first
/// half-edge, or the middle of the tile.
fn fallback(kind: &TileKind, f: FeatureRef) -> (f32, f32) {
    let at = match f.ty {
        FeatureType::Field => kind
            .fields
            .get(f.index)
            .and_then(|x| x.halves.iter().next())
            .map(|h| half_point(h, 10.0)),
        _ => None,
    }
    .unwrap_or(CENTRE);
    (at.x as f32, at.y as f32)
}

/// A painted label map of one tile.
pub struct LabelMap {
    codes: Vec<u8>,
}

impl LabelMap {
    /// Paints `kind`'s `scene`, labelling feature `feats[i]` with code
    /// `i+1`, then floods each field segment's grass from its half-edges,
    /// and each field with none from the largest stretch of grass left.
    pub fn new(kind: &TileKind, scene: &Scene, feats: &[FeatureRef]) -> LabelMap {
        let mut codes = paint(scene, feats);
        for (i, f) in feats.iter().enumerate() {
            if f.ty != FeatureType::Field {
                continue;
            }
            let Some(field) = kind.fields.get(f.index) else {
                continue;
            };
            for h in field.halves.iter() {
                // Just inside the half-edge, from its middle outwards, in
                // case a decoration covers the middle.
                let x = half_x(h);
                let seed = (1..=6)
                    .flat_map(|depth| {
                        [0.0, 4.0, -4.0, 8.0, -8.0, 12.0, -12.0, 16.0, -16.0]
                            .map(|off| on(h.side(), x + off, f64::from(depth)))
                    })
                    .filter_map(|p| pixel(p.x, p.y))
                    .find(|&ix| codes[ix] == GROUND);
                if let Some(seed) = seed {
                    flood(&mut codes, seed, code(i));
                }
            }
        }
        // A field with no half-edges, enclosed by cities: the largest
        // stretch of grass no other field reached.
        for (i, f) in feats.iter().enumerate() {
            let inner = f.ty == FeatureType::Field
                && kind
                    .fields
                    .get(f.index)
                    .is_some_and(|x| x.halves.is_empty());
            if let Some(seed) = inner.then(|| largest_ground(&codes)).flatten() {
                flood(&mut codes, seed, code(i));
            }
        }
        LabelMap { codes }
    }

    /// The code of the pixel under tile point (x, y).
    pub fn at(&self, x: f64, y: f64) -> Option<u8> {
        pixel(x, y).map(|i| self.codes[i])
    }
}

/// The anchor of each code's pixels, by code, in tile units (`None` for a
/// code no pixel has). Distances are measured on a coarse map, one pixel
/// per 2 × 2 block of the label map, a block that shows one code only
/// keeping it ([`MIXED`] otherwise): of the blocks at least [`CLEARANCE`]
/// from any other code (or as far as the code's blocks get), the one whose
/// middle is nearest to the centre of mass of all the code's pixels; the
/// first one of equals. A code with no whole block (a sliver) is anchored
/// at its pixel nearest that centre. The middle of a whole block lies on
/// its code, and the coarse map has a quarter of the pixels to measure.
fn anchors_by_code(codes: &[u8]) -> Vec<Option<(f32, f32)>> {
    let mut count = [0u64; 256];
    let (mut sum_x, mut sum_y) = ([0u64; 256], [0u64; 256]);
    // A run of one code along a row at a time: its length, the sum of its
    // x (an arithmetic series).
    for (y, row) in codes.chunks_exact(N).enumerate() {
        for (c, run) in runs(row) {
            let (c, len) = (usize::from(c), run.len() as u64);
            count[c] += len;
            sum_x[c] += len * (run.start + run.end - 1) as u64 / 2;
            sum_y[c] += len * y as u64;
        }
    }
    // Sums of pixel coordinates stay below 2^24, so as f32 they are exact.
    let centre: Vec<(f32, f32)> = (0..256)
        .map(|c| {
            let n = count[c] as f32;
            (sum_x[c] as f32 / n, sum_y[c] as f32 / n)
        })
        .collect();
    let coarse = coarse(codes);
    let dist = distances_of::<H, u16>(&coarse);
    let mut best = [-1i16; 257];
    for (&c, &d) in coarse.iter().zip(&dist) {
        let b = &mut best[usize::from(c)];
        *b = (*b).max(d);
    }
    let need = best.map(|b| b.min(CLEARANCE_STEPS));
    // The middle of block x, in the label map's pixel coordinates.
    let middle = |x: usize| (2 * x) as f32 + 0.5;
    let mut pick: Vec<Option<(f32, usize)>> = vec![None; 256];
    for (y, (row, dist)) in coarse.chunks_exact(H).zip(dist.chunks_exact(H)).enumerate() {
        for (c, run) in runs(row) {
            if c == MIXED {
                continue;
            }
            let c = usize::from(c);
            let (cx, cy) = centre[c];
            let dy = middle(y) - cy;
            let dy2 = dy * dy;
            // Along a row the distance to the centre grows with how far a
            // block's middle is from cx, so only the clear block nearest
            // the centre on each side can win: the left one first, as
            // equals go to the first.
            let from = ((cx - 0.5) / 2.0).ceil().max(0.0) as usize;
            let mid = from.clamp(run.start, run.end);
            let clear = |x: &usize| dist[*x] >= need[c];
            let left = (run.start..mid).rev().find(clear);
            let right = (mid..run.end).find(clear);
            for x in left.into_iter().chain(right) {
                let dx = middle(x) - cx;
                let d = dx * dx + dy2;
                if pick[c].is_none_or(|(pd, _)| d < pd) {
                    pick[c] = Some((d, y * H + x));
                }
            }
        }
    }
    let block = |i: usize| ((i % H) as f32 + 0.5, (i / H) as f32 + 0.5);
    let slivers: Vec<usize> = (0..256)
        .filter(|&c| count[c] > 0 && pick[c].is_none())
        .collect();
    let mut out: Vec<Option<(f32, f32)>> =
        pick.into_iter().map(|p| p.map(|(_, i)| block(i))).collect();
    for c in slivers {
        let (cx, cy) = centre[c];
        let nearest = (0..N * N)
            .filter(|&i| usize::from(codes[i]) == c)
            .min_by(|&a, &b| {
                let d = |i: usize| {
                    let (x, y) = ((i % N) as f32 - cx, (i / N) as f32 - cy);
                    x * x + y * y
                };
                d(a).total_cmp(&d(b)).then(a.cmp(&b))
            });
        let to_units = |v: usize| (v as f32 + 0.5) / RES as f32;
        out[c] = nearest.map(|i| (to_units(i % N), to_units(i / N)));
    }
    out
}

/// The coarse map of [`anchors_by_code`]: each 2 × 2 block of `codes` as
/// its code when all four pixels show it, [`MIXED`] otherwise.
fn coarse(codes: &[u8]) -> Vec<u16> {
    let mut out = Vec::with_capacity(H * H);
    for rows in codes.chunks_exact(2 * N) {
        let (top, bottom) = rows.split_at(N);
        for (t, b) in top.chunks_exact(2).zip(bottom.chunks_exact(2)) {
            let c = t[0];
            let whole = t[1] == c && b[0] == c && b[1] == c;
            out.push(if whole { u16::from(c) } else { MIXED });
        }
    }
    out
}

/// The runs of one code along a row of the map: each code with the range
/// of its pixels, left to right.
fn runs<T: Copy + PartialEq>(row: &[T]) -> impl Iterator<Item = (T, std::ops::Range<usize>)> + '_ {
    let mut x = 0;
    std::iter::from_fn(move || {
        let &c = row.get(x)?;
        let start = x;
        x += row[x..].iter().take_while(|&&o| o == c).count();
        Some((c, start..x))
    })
}

/// The index of the pixel under tile point (x, y), if on the tile.
fn pixel(x: f64, y: f64) -> Option<usize> {
    let (px, py) = ((x * RES as f64).floor(), (y * RES as f64).floor());
    let inside = (0.0..N as f64).contains(&px) && (0.0..N as f64).contains(&py);
    inside.then(|| py as usize * N + px as usize)
}

/// Paints the scene with one flat code per label, no anti-aliasing.
pub(super) fn paint(scene: &Scene, feats: &[FeatureRef]) -> Vec<u8> {
    let Some(mut pixmap) = Pixmap::new(N as u32, N as u32) else {
        return vec![GROUND; N * N];
    };
    let scale = Transform::from_scale(RES as f32, RES as f32);
    for item in &scene.items {
        let value = match item.label {
            Label::Ground => GROUND,
            Label::Decor => DECOR,
            Label::Feature(f) => feats.iter().position(|g| *g == f).map_or(DECOR, code),
        };
        let mut paint = SkPaint::default();
        paint.set_color_rgba8(value, 0, 0, 255);
        paint.anti_alias = false;
        paint.blend_mode = BlendMode::Source;
        let Some(path) = to_skia(&item.path) else {
            continue;
        };
        let stroke = |width: f64| Stroke {
            width: width as f32,
            line_cap: LineCap::Butt,
            ..Stroke::default()
        };
        match item.paint {
            Paint::Fill(_) => pixmap.fill_path(&path, &paint, FillRule::Winding, scale, None),
            Paint::Stroke { width, .. } | Paint::Dashed { width, .. } => {
                pixmap.stroke_path(&path, &paint, &stroke(width), scale, None)
            }
            Paint::FillStroke { width, .. } => {
                pixmap.fill_path(&path, &paint, FillRule::Winding, scale, None);
                pixmap.stroke_path(&path, &paint, &stroke(width), scale, None);
            }
        }
    }
    pixmap.pixels().iter().map(|p| p.red()).collect()
}

/// A kurbo path as a tiny-skia path.
fn to_skia(path: &BezPath) -> Option<tiny_skia::Path> {
    let mut pb = PathBuilder::new();
    let f = |v: f64| v as f32;
    for el in path.elements() {
        match *el {
            PathEl::MoveTo(p) => pb.move_to(f(p.x), f(p.y)),
            PathEl::LineTo(p) => pb.line_to(f(p.x), f(p.y)),
            PathEl::QuadTo(c, p) => pb.quad_to(f(c.x), f(c.y), f(p.x), f(p.y)),
            PathEl::CurveTo(a, b, p) => pb.cubic_to(f(a.x), f(a.y), f(b.x), f(b.y), f(p.x), f(p.y)),
            PathEl::ClosePath => pb.close(),
        }
    }
    pb.finish()
}

/// A pixel of the largest 4-connected stretch of grass in `codes` (the
/// first of equals), if there is any grass.
fn largest_ground(codes: &[u8]) -> Option<usize> {
    let mut scratch = codes.to_vec();
    let mut left = scratch.iter().filter(|&&c| c == GROUND).count();
    let mut best: Option<(usize, usize)> = None;
    let mut i = 0;
    while left > 0 && i < scratch.len() {
        if scratch[i] == GROUND {
            flood(&mut scratch, i, DECOR);
            let now = scratch.iter().filter(|&&c| c == GROUND).count();
            let size = left - now;
            left = now;
            if best.is_none_or(|(b, _)| size > b) {
                best = Some((size, i));
            }
        }
        i += 1;
    }
    best.map(|(_, seed)| seed)
}

/// Relabels the grass reachable from `seed` (4-connected) with `code`, a
/// run of a row at a time.
fn flood(codes: &mut [u8], seed: usize, code: u8) {
    let mut stack = vec![seed];
    while let Some(i) = stack.pop() {
        if codes[i] != GROUND {
            continue;
        }
        let row = i - i % N;
        let (mut left, mut right) = (i % N, i % N);
        while left > 0 && codes[row + left - 1] == GROUND {
            left -= 1;
        }
        while right + 1 < N && codes[row + right + 1] == GROUND {
            right += 1;
        }
        codes[row + left..=row + right].fill(code);
        // One seed for each run of grass touching the run above and below.
        let neighbours = [row.checked_sub(N), Some(row + N).filter(|r| *r < N * N)];
        for other in neighbours.into_iter().flatten() {
            let mut inside = false;
            for x in left..=right {
                let ground = codes[other + x] == GROUND;
                if ground && !inside {
                    stack.push(other + x);
                }
                inside = ground;
            }
        }
    }
}

/// For every pixel, the chamfer distance (in [`STEP`]s per pixel) to the
/// nearest pixel with another code or to the edge of the tile: one
/// forward and one backward pass, each taking the minimum over four
/// neighbours (a neighbour with another code, or off the tile, is at its
/// step's length).
pub(super) fn distances(codes: &[u8]) -> Vec<i16> {
    distances_of::<N, u8>(codes)
}

/// [`distances`] on a map `M` pixels wide and high.
fn distances_of<const M: usize, T: Copy + Into<u16>>(codes: &[T]) -> Vec<i16> {
    let w = M + 2;
    // The map inside a border of a code no pixel has, so that a neighbour
    // off the tile is one with another code, without a test for the edge.
    let mut c = vec![BORDER; w * w];
    for (y, row) in codes.chunks_exact(M).enumerate() {
        let start = (y + 1) * w + 1;
        for (to, &from) in c[start..start + M].iter_mut().zip(row) {
            *to = from.into();
        }
    }
    let mut d = vec![FAR; w * w];
    // Forward (west, north-west, north, north-east), row by row down.
    for y in 1..=M {
        let (done, rest) = d.split_at_mut(y * w);
        let near = &done[(y - 1) * w..];
        let cs = (&c[y * w..(y + 1) * w], &c[(y - 1) * w..y * w]);
        relax_row::<M>(&mut rest[..w], near, cs, false);
    }
    // Backward (east, south-east, south, south-west), row by row up.
    for y in (1..=M).rev() {
        let (rest, done) = d.split_at_mut((y + 1) * w);
        let cs = (&c[y * w..(y + 1) * w], &c[(y + 1) * w..(y + 2) * w]);
        relax_row::<M>(&mut rest[y * w..], &done[..w], cs, true);
    }
    let mut out = Vec::with_capacity(M * M);
    for row in d.chunks_exact(w).skip(1).take(M) {
        out.extend_from_slice(&row[1..=M]);
    }
    out
}

/// One row of a pass of [`distances`] (rows `M + 2` wide, with a
/// border): each pixel lowered to the distance through its three
/// neighbours in the row `near` done before (whose codes are `codes.1`;
/// `codes.0` are the row's), and to one step when its neighbour in the row
/// behind (west going forward, east going back) has another code — none
/// of which depends on the other pixels of the row — then through that
/// neighbour, one pixel after the other.
fn relax_row<const M: usize>(
    row: &mut [i16],
    near: &[i16],
    codes: (&[u16], &[u16]),
    backward: bool,
) {
    // Branch-free: a mask of all ones where the codes are the same.
    let same = |a: u16, b: u16| -i16::from(a == b);
    let step = |code: u16, k: u16, dist: i16, w: i16| (dist & same(code, k)) + w;
    let lesser = |a: i16, b: i16| if b < a { b } else { a };
    let (d, own) = (&mut row[1..=M], &codes.0[1..=M]);
    let (left, mid, right) = (&near[..M], &near[1..=M], &near[2..M + 2]);
    let (cl, cm, cr) = (&codes.1[..M], &codes.1[1..=M], &codes.1[2..M + 2]);
    let behind = if backward {
        &codes.0[2..M + 2]
    } else {
        &codes.0[..M]
    };
    for x in 0..M {
        let k = own[x];
        let v = lesser(d[x], step(cm[x], k, mid[x], STEP));
        let v = lesser(v, step(cl[x], k, left[x], DIAG));
        let v = lesser(v, step(cr[x], k, right[x], DIAG));
        d[x] = lesser(v, (FAR & same(behind[x], k)) | STEP);
    }
    // Through the neighbour behind, with no test of its code: where it
    // differs the pixel is at one step already, and no distance is less
    // than a step, so going through that neighbour never wins.
    if backward {
        d.reverse();
        scan::<M>(d);
        d.reverse();
    } else {
        scan::<M>(d);
    }
}

/// Pieces a row of `m` pixels is scanned in side by side (see [`scan`]).
const fn pieces(m: usize) -> usize {
    if m.is_multiple_of(8) { 8 } else { 4 }
}
const _: () = assert!(N.is_multiple_of(pieces(N)) && H.is_multiple_of(pieces(H)));

/// Lowers each distance of a row to that of the pixel before it plus a
/// step, from the first pixel to the last. Each pixel waits for the one
/// before, so the row is cut into [`pieces`] scanned side by side (the
/// processor overlaps their steps), then each piece is lowered through the
/// last pixel of the piece before it, now final.
fn scan<const M: usize>(d: &mut [i16]) {
    let pieces = pieces(M);
    let len = M / pieces;
    // The lesser of two distances by arithmetic, not a jump the processor
    // would guess wrong at every edge of a feature (no overflow: all are
    // below FAR + N × STEP).
    let min = |a: i16, b: i16| {
        let diff = a - b;
        b + (diff & (diff >> 15))
    };
    for i in 1..len {
        for p in 0..pieces {
            let x = p * len + i;
            d[x] = min(d[x], d[x - 1] + STEP);
        }
    }
    for p in 1..pieces {
        let (done, piece) = d.split_at_mut(p * len);
        let carry = done[p * len - 1];
        for (i, v) in piece[..len].iter_mut().enumerate() {
            *v = min(*v, carry + (i as i16 + 1) * STEP);
        }
    }
}

#[cfg(test)]
#[path = "anchors_tests.rs"]
mod tests;
