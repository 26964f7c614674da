//! The compile cache's persistent tier: entries written after a miss and read back at the start
//! of the next run, from a cache directory natively (`tpu run --compile-cache DIR` or
//! `TORCH_TPU_CACHE_DIR`). The bytes go through a [`CacheStore`], so the page can plug in a
//! browser store (localStorage / IndexedDB) later.
//!
//! The format, little-endian: the magic `TPUCACHE`, a `u32` version, then records of
//! `u32 length, u32 CRC-32 of the payload, payload`. A payload is the entry's structural key
//! (`u64`), code key (`u64`), dtype (`u16` length + UTF-8), shape (`u16` count + `u64`s) and
//! strides (`u16` count, each a `u16` count + `i64`s). CRC-32 (`crc32fast`) rather than std's
//! hasher: std does not promise `DefaultHasher`'s output across Rust releases, and a cache file
//! outlives the binary that wrote it.
//!
//! The loader never trusts what it reads: a wrong magic or version, a truncated record, a bad
//! checksum, a malformed payload, or an entry whose metadata does not match the kernel that looks
//! it up is discarded with its reason in the report, and the kernel is compiled again. A store
//! that cannot be read or written leaves a one-line notice and the run goes on without it.

use std::collections::BTreeMap;
use std::path::PathBuf;

use super::cache::Entry;

pub const MAGIC: &[u8; 8] = b"TPUCACHE";
pub const VERSION: u32 = 1;
/// The file a cache directory holds.
pub const FILE_NAME: &str = "compile-cache-v1.bin";

/// Where the persistent tier's bytes live.
pub trait CacheStore {
    /// The stored bytes; `Ok(None)` when nothing was stored yet.
    fn load(&mut self) -> Result<Option<Vec<u8>>, String>;
    fn save(&mut self, bytes: &[u8]) -> Result<(), String>;
    /// For notices: `cache directory /tmp/x`.
    fn describe(&self) -> String;
}

/// A cache directory on the host's file system.
pub struct DirStore {
    pub dir: PathBuf,
}

impl CacheStore for DirStore {
    fn load(&mut self) -> Result<Option<Vec<u8>>, String> {
        match std::fs::read(self.dir.join(FILE_NAME)) {
            Ok(b) => Ok(Some(b)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e.to_string()),
        }
    }

    fn save(&mut self, bytes: &[u8]) -> Result<(), String> {
        std::fs::create_dir_all(&self.dir).map_err(|e| e.to_string())?;
        // Write then rename, so a run killed mid-write leaves the old file whole.
        let tmp = self.dir.join(format!("{FILE_NAME}.tmp"));
        std::fs::write(&tmp, bytes).map_err(|e| e.to_string())?;
        std::fs::rename(&tmp, self.dir.join(FILE_NAME)).map_err(|e| e.to_string())
    }

    fn describe(&self) -> String {
        format!("cache directory {}", self.dir.display())
    }
}

/// Entries the persistent tier keeps (its file is rewritten whole on each new entry).
pub const MAX_STORED: usize = 4096;

/// The entries of the persistent tier, shared by every rank of a run.
pub struct PersistentTier {
    store: Box<dyn CacheStore>,
    entries: BTreeMap<u64, Entry>,
    /// One line per problem: the store unavailable, an entry discarded and why.
    pub notices: Vec<String>,
    /// Set after a failed save: the run goes on without writing.
    unwritable: bool,
}

impl PersistentTier {
    /// Reads the store; whatever cannot be read or trusted becomes a notice.
    pub fn open(mut store: Box<dyn CacheStore>) -> PersistentTier {
        let mut notices = Vec::new();
        let mut entries = BTreeMap::new();
        match store.load() {
            Ok(Some(bytes)) => {
                let (found, discarded) = decode(&bytes);
                for reason in discarded {
                    notices.push(format!(
                        "compile cache: discarded an entry of the {} ({reason}); it is compiled again",
                        store.describe()
                    ));
                }
                entries.extend(found);
            }
            Ok(None) => {}
            Err(e) => notices.push(format!(
                "compile cache: the {} cannot be read ({e}); running without it",
                store.describe()
            )),
        }
        PersistentTier {
            store,
            entries,
            notices,
            unwritable: false,
        }
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Whether `key` is stored for exactly this kernel; a stored entry for other metadata is
    /// discarded, never trusted.
    pub fn get(&mut self, key: u64, entry: &Entry) -> bool {
        match self.entries.get(&key) {
            Some(e) if e == entry => true,
            Some(_) => {
                self.entries.remove(&key);
                self.notices.push(format!(
                    "compile cache: discarded entry {key:016x} of the {} (its metadata does not match the kernel with that key); it is compiled again",
                    self.store.describe()
                ));
                false
            }
            None => false,
        }
    }

    /// Stores a newly compiled entry and writes the store. Past [`MAX_STORED`] entries one is
    /// dropped (the smallest key: an arbitrary one, as keys are hashes) so the file stays bounded.
    pub fn put(&mut self, key: u64, entry: Entry) {
        self.entries.insert(key, entry);
        while self.entries.len() > MAX_STORED {
            let first = *self.entries.keys().next().expect("not empty");
            let drop = if first == key {
                *self.entries.keys().nth(1).expect("more than one")
            } else {
                first
            };
            self.entries.remove(&drop);
        }
        if self.unwritable {
            return;
        }
        let bytes = encode(self.entries.iter().map(|(k, e)| (*k, e)));
        if let Err(e) = self.store.save(&bytes) {
            self.unwritable = true;
            self.notices.push(format!(
                "compile cache: the {} cannot be written ({e}); running without it",
                self.store.describe()
            ));
        }
    }
}

/// The whole file: header and one record per entry.
pub fn encode<'a>(entries: impl IntoIterator<Item = (u64, &'a Entry)>) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.extend(VERSION.to_le_bytes());
    for (key, e) in entries {
        out.extend(encode_record(key, e));
    }
    out
}

/// One record: length, checksum, payload.
pub fn encode_record(key: u64, e: &Entry) -> Vec<u8> {
    let mut p = Vec::new();
    p.extend(key.to_le_bytes());
    p.extend(e.code.to_le_bytes());
    p.extend((e.dtype.len() as u16).to_le_bytes());
    p.extend(e.dtype.as_bytes());
    p.extend((e.shape.len() as u16).to_le_bytes());
    for d in &e.shape {
        p.extend((*d as u64).to_le_bytes());
    }
    p.extend((e.strides.len() as u16).to_le_bytes());
    for s in &e.strides {
        p.extend((s.len() as u16).to_le_bytes());
        for x in s {
            p.extend((*x as i64).to_le_bytes());
        }
    }
    let mut out = (p.len() as u32).to_le_bytes().to_vec();
    out.extend(crc32fast::hash(&p).to_le_bytes());
    out.extend(p);
    out
}

/// The entries that can be trusted and a reason for each part that cannot. Never panics.
pub fn decode(bytes: &[u8]) -> (Vec<(u64, Entry)>, Vec<String>) {
    let mut entries = Vec::new();
    let mut discarded = Vec::new();
    if bytes.len() < 12 || &bytes[..8] != MAGIC {
        discarded.push("not a compile cache file: wrong magic".to_string());
        return (entries, discarded);
    }
    let version = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]);
    if version != VERSION {
        discarded.push(format!(
            "format version {version}, this build reads version {VERSION}"
        ));
        return (entries, discarded);
    }
    let mut r = Reader {
        bytes: &bytes[12..],
    };
    let mut index = 0;
    while !r.bytes.is_empty() {
        let (Some(len), Some(crc)) = (r.u32(), r.u32()) else {
            discarded.push(format!("record {index}: truncated header"));
            break;
        };
        let Some(payload) = r.take(len as usize) else {
            discarded.push(format!(
                "record {index}: truncated ({} of {len} bytes)",
                r.bytes.len()
            ));
            break;
        };
        if crc32fast::hash(payload) != crc {
            discarded.push(format!("record {index}: checksum mismatch"));
        } else {
            match decode_payload(payload) {
                Some(e) => entries.push(e),
                None => discarded.push(format!("record {index}: malformed entry")),
            }
        }
        index += 1;
    }
    (entries, discarded)
}

fn decode_payload(payload: &[u8]) -> Option<(u64, Entry)> {
    let mut r = Reader { bytes: payload };
    let key = r.u64()?;
    let code = r.u64()?;
    let n = r.u16()? as usize;
    let dtype = std::str::from_utf8(r.take(n)?).ok()?.to_string();
    let n = r.u16()? as usize;
    let mut shape = Vec::with_capacity(n.min(r.bytes.len() / 8));
    for _ in 0..n {
        shape.push(usize::try_from(r.u64()?).ok()?);
    }
    let n = r.u16()? as usize;
    let mut strides = Vec::with_capacity(n.min(r.bytes.len() / 2));
    for _ in 0..n {
        let m = r.u16()? as usize;
        let mut s = Vec::with_capacity(m.min(r.bytes.len() / 8));
        for _ in 0..m {
            s.push(isize::try_from(r.u64()? as i64).ok()?);
        }
        strides.push(s);
    }
    // Trailing bytes: not an encoding this build writes.
    if !r.bytes.is_empty() {
        return None;
    }
    Some((
        key,
        Entry {
            code,
            shape,
            dtype,
            strides,
        },
    ))
}

struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if self.bytes.len() < n {
            return None;
        }
        let (a, b) = self.bytes.split_at(n);
        self.bytes = b;
        Some(a)
    }
    fn u16(&mut self) -> Option<u16> {
        Some(u16::from_le_bytes(self.take(2)?.try_into().ok()?))
    }
    fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }
    fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(code: u64, n: usize) -> Entry {
        Entry {
            code,
            shape: vec![n, 8],
            dtype: "float32".into(),
            strides: vec![vec![8, 1], vec![0, 1]],
        }
    }

    #[test]
    fn entries_round_trip() {
        let (a, b) = (entry(7, 4), entry(9, 2));
        let bytes = encode([(1, &a), (2, &b)]);
        assert_eq!(decode(&bytes), (vec![(1, a), (2, b)], vec![]));
    }

    #[test]
    fn bad_bytes_are_discarded_with_a_reason() {
        let a = entry(7, 4);
        let good = encode([(1, &a), (2, &a)]);
        // A flipped byte in the second record's payload: that record only.
        let mut flipped = good.clone();
        *flipped.last_mut().unwrap() ^= 0x40;
        let (found, why) = decode(&flipped);
        assert_eq!(found, vec![(1, a.clone())]);
        assert_eq!(why, vec!["record 1: checksum mismatch"]);
        // Truncated inside the second record.
        let (found, why) = decode(&good[..good.len() - 3]);
        assert_eq!(found.len(), 1);
        assert!(why[0].starts_with("record 1: truncated"), "{why:?}");
        // Garbage, another version.
        assert_eq!(
            decode(b"garbage!garbage!").1,
            vec!["not a compile cache file: wrong magic"]
        );
        let mut v2 = good.clone();
        v2[8] = 2;
        assert_eq!(
            decode(&v2).1,
            vec!["format version 2, this build reads version 1"]
        );
    }

    /// The fuzz corpus's seeds were written by a Python script (`struct` + `zlib.crc32`) from the
    /// format described above, not by this encoder: the two agree.
    #[test]
    fn the_committed_corpus_decodes_as_described() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../fuzz/corpus/compile_cache");
        let read = |name: &str| std::fs::read(dir.join(name)).expect("corpus file");
        let (two, why) = decode(&read("valid_two"));
        assert!(why.is_empty(), "{why:?}");
        assert_eq!(two.len(), 2);
        assert_eq!(encode(two.iter().map(|(k, e)| (*k, e))), read("valid_two"));
        assert_eq!(
            two[1],
            (
                2,
                Entry {
                    code: 9,
                    shape: vec![5],
                    dtype: "float32".into(),
                    strides: vec![vec![1]]
                }
            )
        );
        assert_eq!(
            decode(&read("flipped_byte")).1,
            vec!["record 1: checksum mismatch"]
        );
        assert_eq!(decode(&read("empty_cache")), (vec![], vec![]));
    }
}
