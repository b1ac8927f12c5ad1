//! The compressors of the site's precompressed copies, as two functions
//! over byte slices.
//!
//! A crate of its own so that the compressors' generic code is
//! instantiated here, where the workspace's `Cargo.toml` optimizes it in
//! debug builds too (`[profile.dev.package.tilebook-compress]`): the
//! tests build the site many times, and unoptimized brotli made each build
//! about ten seconds slower.

use std::io::Write;

/// The byte gzip's header names the system with: 255, "unknown", whatever
/// system builds, so that copies are the same everywhere.
const GZIP_OS_UNKNOWN: u8 = 255;

/// `bytes` compressed with gzip at its best compression, with a header
/// holding no time and no name (the same bytes give the same copy).
pub fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut enc = flate2::GzBuilder::new()
        .mtime(0)
        .operating_system(GZIP_OS_UNKNOWN)
        .write(
            Vec::with_capacity(bytes.len() / 3),
            flate2::Compression::best(),
        );
    // Writing to a vector cannot fail.
    enc.write_all(bytes).expect("gzip into memory");
    enc.finish().expect("gzip into memory")
}

/// `bytes` compressed with brotli at `quality` (0–11) and a window of
/// 2^`window` bytes.
pub fn brotli(bytes: &[u8], quality: u32, window: i32) -> Vec<u8> {
    let params = brotli::enc::BrotliEncoderParams {
        quality: quality as i32,
        lgwin: window,
        size_hint: bytes.len(),
        ..Default::default()
    };
    let mut out = Vec::with_capacity(bytes.len() / 3);
    // Reading from a slice and writing to a vector cannot fail.
    brotli::BrotliCompress(&mut &bytes[..], &mut out, &params).expect("brotli into memory");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    #[test]
    fn both_copies_read_back_and_are_the_same_each_time() {
        let text = "<p>Carcassonne</p>\n".repeat(200);
        let gz = gzip(text.as_bytes());
        assert_eq!(gz, gzip(text.as_bytes()));
        assert_eq!(&gz[4..8], &[0, 0, 0, 0], "no time in the header");
        let mut back = String::new();
        flate2::read::GzDecoder::new(&gz[..])
            .read_to_string(&mut back)
            .expect("gzip reads back");
        assert_eq!(back, text);
        let br = brotli(text.as_bytes(), 11, 22);
        assert_eq!(br, brotli(text.as_bytes(), 11, 22));
        let mut back = Vec::new();
        brotli::Decompressor::new(&br[..], 4096)
            .read_to_end(&mut back)
            .expect("brotli reads back");
        assert_eq!(back, text.as_bytes());
        assert!(br.len() < text.len() / 10 && gz.len() < text.len() / 10);
    }
}
