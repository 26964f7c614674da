//! str's case methods as CPython's: titlecase (which Rust's `char` does not offer: the Unicode
//! titlecase mappings that differ from the uppercase ones, a small table below), cased and
//! titlecase letters, the final sigma, and Python's whitespace (`str.isspace`, `split()`,
//! `strip()`), which adds the separators U+001C..U+001F to Unicode's White_Space.

/// Python's whitespace: bidirectional class WS, B or S, or category Zs.
pub(crate) fn is_space(c: char) -> bool {
    c.is_whitespace() || ('\x1c'..='\x1f').contains(&c)
}

/// Category Lt (Unicode 14: 31 letters).
pub(crate) fn is_titlecase(c: char) -> bool {
    matches!(
        c as u32,
        0x1c5 | 0x1c8 | 0x1cb | 0x1f2 | 0x1f88..=0x1f8f | 0x1f98..=0x1f9f | 0x1fa8..=0x1faf
            | 0x1fbc | 0x1fcc | 0x1ffc
    )
}

/// Unicode's Cased property (Lowercase, Uppercase or Lt), which `title()` follows.
pub(crate) fn is_cased(c: char) -> bool {
    c.is_lowercase() || c.is_uppercase() || is_titlecase(c)
}

/// The titlecase mapping of `c` (with SpecialCasing's), pushed onto `out`.
pub(crate) fn push_title(c: char, out: &mut String) {
    let one = |u: u32| char::from_u32(u).unwrap_or(c);
    match c as u32 {
        // Georgian Mkhedruli has uppercase (Mtavruli) forms but is its own titlecase.
        0x10d0..=0x10fa | 0x10fd..=0x10ff => out.push(c),
        // The digraphs: DŽ, Dž, dž -> Dž (and LJ, NJ, DZ).
        0x1c4..=0x1c6 => out.push('\u{1c5}'),
        0x1c7..=0x1c9 => out.push('\u{1c8}'),
        0x1ca..=0x1cc => out.push('\u{1cb}'),
        0x1f1..=0x1f3 => out.push('\u{1f2}'),
        // Greek with ypogegrammeni: the prosgegrammeni form, one letter.
        0x1f80..=0x1faf => out.push(one(c as u32 | 8)),
        0x1fb3 | 0x1fbc => out.push('\u{1fbc}'),
        0x1fc3 | 0x1fcc => out.push('\u{1fcc}'),
        0x1ff3 | 0x1ffc => out.push('\u{1ffc}'),
        0x1fb2 => out.push_str("\u{1fba}\u{345}"),
        0x1fb4 => out.push_str("\u{386}\u{345}"),
        0x1fb7 => out.push_str("\u{391}\u{342}\u{345}"),
        0x1fc2 => out.push_str("\u{1fca}\u{345}"),
        0x1fc4 => out.push_str("\u{389}\u{345}"),
        0x1fc7 => out.push_str("\u{397}\u{342}\u{345}"),
        0x1ff2 => out.push_str("\u{1ffa}\u{345}"),
        0x1ff4 => out.push_str("\u{38f}\u{345}"),
        0x1ff7 => out.push_str("\u{3a9}\u{342}\u{345}"),
        // ß, the Armenian ligature ech-yiwn and the Latin and Armenian ligatures: the
        // uppercase's first letter, then the rest lowercase (ß -> Ss, ﬁ -> Fi).
        0xdf | 0x587 | 0xfb00..=0xfb06 | 0xfb13..=0xfb17 => {
            let mut up = c.to_uppercase();
            out.extend(up.next());
            for u in up {
                out.extend(u.to_lowercase());
            }
        }
        _ => out.extend(c.to_uppercase()),
    }
}

/// The lowercase of `chars[i]` pushed onto `out`, with the final sigma: a capital sigma after
/// a cased letter (case-ignorable characters between) and not before one is `ς`.
fn push_lower(chars: &[char], i: usize, out: &mut String) {
    let c = chars[i];
    if c != 'Σ' {
        out.extend(c.to_lowercase());
        return;
    }
    // Rust's `str::to_lowercase` knows the rule (and the case-ignorable characters): asked of
    // the sigma within its neighbourhood.
    const REACH: usize = 16;
    let before = &chars[i.saturating_sub(REACH)..i];
    let after = &chars[i + 1..(i + 1 + REACH).min(chars.len())];
    let probe: String = before.iter().chain(&['Σ']).chain(after).collect();
    let offset: usize = before
        .iter()
        .flat_map(|c| c.to_lowercase())
        .map(char::len_utf8)
        .sum();
    let lowered = probe.to_lowercase();
    out.push(lowered[offset..].chars().next().unwrap_or('σ'));
}

/// `str.title()`: titlecase after an uncased character, lowercase after a cased one.
pub(crate) fn title(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut prev_cased = false;
    for (i, &c) in chars.iter().enumerate() {
        if prev_cased {
            push_lower(&chars, i, &mut out);
        } else {
            push_title(c, &mut out);
        }
        prev_cased = is_cased(c);
    }
    out
}

/// `str.capitalize()`: the first character titlecase, the rest lowercase.
pub(crate) fn capitalize(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    for i in 0..chars.len() {
        if i == 0 {
            push_title(chars[0], &mut out);
        } else {
            push_lower(&chars, i, &mut out);
        }
    }
    out
}

/// `str.swapcase()`: uppercase letters lowered, lowercase ones raised, the rest kept.
pub(crate) fn swapcase(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        if c.is_uppercase() {
            push_lower(&chars, i, &mut out);
        } else if c.is_lowercase() {
            out.extend(c.to_uppercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// `str.istitle()`: uppercase or titlecase letters only after uncased characters, lowercase
/// only after cased ones, and at least one cased character.
pub(crate) fn istitle(text: &str) -> bool {
    let (mut cased, mut prev_cased) = (false, false);
    for c in text.chars() {
        if c.is_uppercase() || is_titlecase(c) {
            if prev_cased {
                return false;
            }
            prev_cased = true;
            cased = true;
        } else if c.is_lowercase() {
            if !prev_cased {
                return false;
            }
            prev_cased = true;
            cased = true;
        } else {
            prev_cased = false;
        }
    }
    cased
}

/// `str.isupper()` (`upper`) or `str.islower()`: a cased character, none of the other case
/// (a titlecase letter counts as neither's).
pub(crate) fn is_one_case(text: &str, upper: bool) -> bool {
    let mut cased = false;
    for c in text.chars() {
        let (same, other) = if upper {
            (c.is_uppercase(), c.is_lowercase())
        } else {
            (c.is_lowercase(), c.is_uppercase())
        };
        if other || is_titlecase(c) {
            return false;
        }
        cased |= same;
    }
    cased
}

/// `str.casefold()`: Unicode's full case folding, one character at a time (no final-sigma rule:
/// 'ς' folds to 'σ'). Most characters fold to their lowercase; those that do not are the table
/// written from CPython's (`casefold_table.rs`), and the Cherokee letters, which fold to their
/// uppercase.
pub(crate) fn casefold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let u = c as u32;
        match u {
            0x13a0..=0x13f5 => out.push(c),
            0x13f8..=0x13fd => out.push(char::from_u32(u - 8).unwrap_or(c)),
            0xab70..=0xabbf => out.push(char::from_u32(u - 0xab70 + 0x13a0).unwrap_or(c)),
            _ => match super::casefold_table::FOLDS.binary_search_by_key(&c, |&(k, _)| k) {
                Ok(i) => out.push_str(super::casefold_table::FOLDS[i].1),
                Err(_) => out.extend(c.to_lowercase()),
            },
        }
    }
    out
}
