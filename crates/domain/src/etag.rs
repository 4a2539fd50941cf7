//! What the ETags of cacheable answers share: a hash that stays the same on every build, platform and
//! server copy, so a browser may revalidate an answer of one copy with another.

/// FNV-1a, 64 bits: stable across builds and platforms (unlike std's hasher), which an ETag needs.
pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_hash_is_fnv1a_64() {
        // the published test vectors of FNV-1a, 64 bits
        assert_eq!(super::fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(super::fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
