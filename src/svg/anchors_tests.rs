//! Tests of the anchors and the distance transform.

use super::*;

/// The distances as first written, on a map `m` pixels wide and high:
/// every pixel tests the edge.
fn distances_reference(codes: &[u16], m: usize) -> Vec<i16> {
    const D: i16 = DIAG;
    let mut dist = vec![FAR; m * m];
    let step = |dist: &[i16], c: u16, j: usize, w: i16| {
        if codes[j] == c { dist[j] + w } else { w }
    };
    for y in 0..m {
        for x in 0..m {
            let i = y * m + x;
            let c = codes[i];
            let west = if x > 0 {
                step(&dist, c, i - 1, STEP)
            } else {
                STEP
            };
            let north = if y > 0 {
                step(&dist, c, i - m, STEP)
            } else {
                STEP
            };
            let nw = if x > 0 && y > 0 {
                step(&dist, c, i - m - 1, D)
            } else {
                D
            };
            let ne = if x + 1 < m && y > 0 {
                step(&dist, c, i - m + 1, D)
            } else {
                D
            };
            dist[i] = dist[i].min(west).min(north).min(nw).min(ne);
        }
    }
    for y in (0..m).rev() {
        for x in (0..m).rev() {
            let i = y * m + x;
            let c = codes[i];
            let east = if x + 1 < m {
                step(&dist, c, i + 1, STEP)
            } else {
                STEP
            };
            let south = if y + 1 < m {
                step(&dist, c, i + m, STEP)
            } else {
                STEP
            };
            let se = if x + 1 < m && y + 1 < m {
                step(&dist, c, i + m + 1, D)
            } else {
                D
            };
            let sw = if x > 0 && y + 1 < m {
                step(&dist, c, i + m - 1, D)
            } else {
                D
            };
            dist[i] = dist[i].min(east).min(south).min(se).min(sw);
        }
    }
    dist
}

/// The flood as first written: one pixel at a time.
fn flood_reference(codes: &mut [u8], seed: usize, code: u8) {
    let mut stack = vec![seed];
    while let Some(i) = stack.pop() {
        if codes[i] != GROUND {
            continue;
        }
        codes[i] = code;
        let (x, y) = (i % N, i / N);
        if x > 0 {
            stack.push(i - 1);
        }
        if x + 1 < N {
            stack.push(i + 1);
        }
        if y > 0 {
            stack.push(i - N);
        }
        if y + 1 < N {
            stack.push(i + N);
        }
    }
}

/// A label map with blobs, rings and stripes of a few codes, from a
/// seed: shapes that touch the edges, enclose grass and meet.
fn map(seed: u64) -> Vec<u8> {
    let mut state = seed;
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize
    };
    let mut codes = vec![GROUND; N * N];
    for _ in 0..12 {
        let (cx, cy, r, code) = (next() % N, next() % N, 5 + next() % 40, (next() % 4) as u8);
        let ring = next() % 2 == 0;
        for y in 0..N {
            for x in 0..N {
                let d2 = (x.abs_diff(cx).pow(2) + y.abs_diff(cy).pow(2)) as f64;
                let d = d2.sqrt() as usize;
                if (ring && d.abs_diff(r) <= 2) || (!ring && d <= r) {
                    codes[y * N + x] = if code == 3 { DECOR } else { code };
                }
            }
        }
    }
    codes
}

/// The anchor of code `c` by its definition, pixel by pixel: the
/// centre of mass of its pixels, the coarse blocks wholly of it with
/// their distances, the clear one nearest that centre (a sliver: its
/// pixel nearest the centre).
fn anchor_reference(codes: &[u8], c: u8) -> Option<(f32, f32)> {
    let mine: Vec<usize> = (0..N * N).filter(|&i| codes[i] == c).collect();
    if mine.is_empty() {
        return None;
    }
    let n = mine.len() as f32;
    let cx = mine.iter().map(|&i| (i % N) as f32).sum::<f32>() / n;
    let cy = mine.iter().map(|&i| (i / N) as f32).sum::<f32>() / n;
    let mut blocks = vec![MIXED; H * H];
    for (i, b) in blocks.iter_mut().enumerate() {
        let (x, y) = (2 * (i % H), 2 * (i / H));
        let four = [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)].map(|(x, y)| codes[y * N + x]);
        if four.iter().all(|&k| k == four[0]) {
            *b = u16::from(four[0]);
        }
    }
    let dist = distances_reference(&blocks, H);
    let whole: Vec<usize> = (0..H * H).filter(|&i| blocks[i] == u16::from(c)).collect();
    let best = whole.iter().map(|&i| dist[i]).fold(-1, i16::max);
    let need = best.min(CLEARANCE_STEPS);
    let gap = |x: f32, y: f32| {
        let (dx, dy) = (x - cx, y - cy);
        dx * dx + dy * dy
    };
    let block = whole
        .iter()
        .copied()
        .filter(|&i| dist[i] >= need)
        .min_by(|&a, &b| {
            let d = |i: usize| gap((2 * (i % H)) as f32 + 0.5, (2 * (i / H)) as f32 + 0.5);
            d(a).total_cmp(&d(b)).then(a.cmp(&b))
        });
    if let Some(i) = block {
        return Some(((i % H) as f32 + 0.5, (i / H) as f32 + 0.5));
    }
    let pixel = mine.iter().copied().min_by(|&a, &b| {
        let d = |i: usize| gap((i % N) as f32, (i / N) as f32);
        d(a).total_cmp(&d(b)).then(a.cmp(&b))
    })?;
    let to_units = |v: usize| (v as f32 + 0.5) / RES as f32;
    Some((to_units(pixel % N), to_units(pixel / N)))
}

#[test]
fn anchors_by_code_are_those_of_each_code_on_its_own() {
    for seed in 0..8 {
        let codes = map(seed);
        let fast = anchors_by_code(&codes);
        for c in 0..=255u8 {
            assert_eq!(
                fast[usize::from(c)],
                anchor_reference(&codes, c),
                "code {c}"
            );
        }
    }
}

#[test]
fn a_sliver_is_anchored_on_its_own_pixel() {
    // A diagonal line one pixel wide: no 2 × 2 block is wholly of it.
    let mut codes = vec![GROUND; N * N];
    for x in 20..120 {
        codes[x * N + x] = 7;
    }
    let (x, y) = anchors_by_code(&codes)[7].expect("an anchor");
    let px = ((x * RES as f32) as usize, (y * RES as f32) as usize);
    assert_eq!(codes[px.1 * N + px.0], 7, "{x},{y}");
    assert_eq!(Some((x, y)), anchor_reference(&codes, 7));
    // The ground around it has whole blocks, clear of the line.
    assert!(anchors_by_code(&codes)[usize::from(GROUND)].is_some());
}

#[test]
fn distances_are_those_of_the_straightforward_passes() {
    for seed in 0..8 {
        let codes = map(seed);
        let wide: Vec<u16> = codes.iter().map(|&c| u16::from(c)).collect();
        let (fast, slow) = (distances(&codes), distances_reference(&wide, N));
        assert_eq!(fast, slow, "seed {seed}");
        let blocks = coarse(&codes);
        let (fast, slow) = (
            distances_of::<H, u16>(&blocks),
            distances_reference(&blocks, H),
        );
        assert_eq!(fast, slow, "seed {seed}, coarse");
    }
}

#[test]
fn flooding_by_runs_labels_the_same_pixels() {
    for seed in 0..8 {
        let codes = map(seed);
        for start in [0, N / 2 * N + N / 2, N * N - 1, 7 * N + 150] {
            let (mut fast, mut slow) = (codes.clone(), codes.clone());
            flood(&mut fast, start, 9);
            flood_reference(&mut slow, start, 9);
            assert_eq!(fast, slow, "seed {seed}, from {start}");
        }
    }
}
