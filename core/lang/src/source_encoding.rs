//! A source file's bytes to text, as CPython 3.11's tokenizer reads a file (PEP 263): UTF-8 unless
//! a `coding[:=]NAME` comment on the first or second line declares otherwise. The playground
//! decodes utf-8, latin-1 and ascii; an encoding CPython knows but the playground does not is
//! refused in so many words, and one CPython does not know is its "encoding problem".

/// Why the bytes are not a program: the message of CPython's SyntaxError (printed by CPython with
/// no `File` line), or an encoding the playground cannot decode.
#[derive(Debug, PartialEq, Eq)]
pub enum DecodeError {
    Syntax(String),
    Unsupported(String),
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Encoding {
    Utf8,
    Latin1,
    Ascii,
}

/// Decodes the source of the file `filename` (named as CPython names it in its message).
pub fn decode(bytes: &[u8], filename: &str) -> Result<String, DecodeError> {
    let (bom, body) = match bytes.strip_prefix(b"\xef\xbb\xbf") {
        Some(rest) => (true, rest),
        None => (false, bytes),
    };
    let declared = declaration(body);
    let encoding = match &declared {
        None => Encoding::Utf8,
        Some(name) => match normalise(name) {
            Some((e, _)) => e,
            None if known_to_cpython(name) => {
                return Err(DecodeError::Unsupported(format!(
                    "the source encoding '{name}' is not supported by the playground (utf-8, latin-1 or ascii)"
                )))
            }
            None => return Err(DecodeError::Syntax(format!("encoding problem: {name}"))),
        },
    };
    if bom && encoding != Encoding::Utf8 {
        let canonical = declared
            .as_deref()
            .and_then(normalise)
            .map_or("", |(_, c)| c);
        return Err(DecodeError::Syntax(format!(
            "encoding problem: {canonical} with BOM"
        )));
    }
    match encoding {
        Encoding::Latin1 => Ok(body.iter().map(|&b| b as char).collect()),
        Encoding::Ascii if body.is_ascii() => Ok(String::from_utf8_lossy(body).into_owned()),
        Encoding::Ascii => Err(DecodeError::Syntax("encoding problem: ascii".into())),
        Encoding::Utf8 => match std::str::from_utf8(body) {
            Ok(s) => Ok(s.to_string()),
            Err(e) => {
                let at = e.valid_up_to();
                let line = 1 + body[..at].iter().filter(|&&b| b == b'\n').count();
                let byte = body[at];
                Err(DecodeError::Syntax(match declared {
                    None => format!(
                        "Non-UTF-8 code starting with '\\x{byte:02x}' in file {filename} on line {line}, but no encoding declared; see https://peps.python.org/pep-0263/ for details"
                    ),
                    Some(_) => format!(
                        "(unicode error) 'utf-8' codec can't decode byte 0x{byte:02x} on line {line}"
                    ),
                }))
            }
        },
    }
}

/// The encoding a `coding[:=]NAME` comment declares on line 1, or on line 2 when line 1 is a
/// comment or blank (as CPython's tokenizer looks for it).
fn declaration(body: &[u8]) -> Option<String> {
    let mut lines = body.split(|&b| b == b'\n');
    let first = lines.next()?;
    if let Some(name) = coding_of(first) {
        return Some(name);
    }
    let blank_or_comment = first
        .iter()
        .find(|b| !b" \t\x0c\r".contains(b))
        .is_none_or(|&b| b == b'#');
    if !blank_or_comment {
        return None;
    }
    lines.next().and_then(coding_of)
}

/// `^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)` on one line.
fn coding_of(line: &[u8]) -> Option<String> {
    let start = line.iter().position(|b| !b" \t\x0c".contains(b))?;
    if line[start] != b'#' {
        return None;
    }
    let comment = &line[start..];
    let mut from = 0;
    while let Some(i) = find(&comment[from..], b"coding") {
        let after = from + i + b"coding".len();
        if matches!(comment.get(after), Some(b':') | Some(b'=')) {
            let rest = &comment[after + 1..];
            let skip = rest.iter().take_while(|b| b" \t".contains(b)).count();
            let name: Vec<u8> = rest[skip..]
                .iter()
                .copied()
                .take_while(|&b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))
                .collect();
            if !name.is_empty() {
                return Some(String::from_utf8_lossy(&name).into_owned());
            }
        }
        from = after;
    }
    None
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// The playground's encoding for a declared name, and CPython's canonical spelling of it.
fn normalise(name: &str) -> Option<(Encoding, &'static str)> {
    let n = name.to_ascii_lowercase().replace('_', "-");
    match n.as_str() {
        "utf-8" | "utf8" | "u8" | "utf" | "cp65001" => Some((Encoding::Utf8, "utf-8")),
        _ if n.starts_with("utf-8-") => Some((Encoding::Utf8, "utf-8")),
        "latin-1" | "latin1" | "latin" | "l1" | "iso-8859-1" | "iso8859-1" | "8859" | "cp819"
        | "iso-ir-100" | "iso-8859-1:1987" | "csisolatin1" => {
            Some((Encoding::Latin1, "iso-8859-1"))
        }
        _ if n.starts_with("iso-8859-1-") || n.starts_with("latin-1-") => {
            Some((Encoding::Latin1, "iso-8859-1"))
        }
        "ascii" | "us-ascii" | "646" | "us" | "ansi-x3.4-1968" | "iso646-us" | "cp367" => {
            Some((Encoding::Ascii, "ascii"))
        }
        _ => None,
    }
}

/// Whether CPython has a codec of this name (the families its `encodings` package holds); the
/// playground refuses these as unsupported rather than unknown.
fn known_to_cpython(name: &str) -> bool {
    let n = name.to_ascii_lowercase().replace('_', "-");
    const FAMILIES: &[&str] = &[
        "cp",
        "iso8859",
        "iso-8859",
        "latin",
        "windows-",
        "mac",
        "koi8",
        "utf-16",
        "utf-32",
        "utf16",
        "utf32",
        "utf-7",
        "shift",
        "sjis",
        "euc",
        "gb",
        "big5",
        "hz",
        "johab",
        "ptcp154",
        "tis",
        "kz1048",
        "hp-roman8",
        "iso2022",
        "iso-2022",
        "ibm",
        "ks-c",
        "ksc",
        "ms",
        "cyrillic",
        "greek",
        "hebrew",
        "arabic",
        "thai",
        "palmos",
        "idna",
        "punycode",
        "raw-unicode-escape",
        "unicode-escape",
        "charmap",
    ];
    FAMILIES.iter().any(|f| n.starts_with(f))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn syntax(bytes: &[u8]) -> String {
        match decode(bytes, "x.py") {
            Err(DecodeError::Syntax(m)) => m,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn declarations_as_cpython_reads_them() {
        // Each expectation from `python3 FILE` (CPython 3.11).
        assert_eq!(decode(b"print(1)\n", "x.py").unwrap(), "print(1)\n");
        assert_eq!(
            decode(b"# -*- coding: latin-1 -*-\nx = '\xe9'\n", "x.py").unwrap(),
            "# -*- coding: latin-1 -*-\nx = '\u{e9}'\n"
        );
        assert_eq!(
            decode(
                b"#!/usr/bin/env python\n# vim: set fileencoding=iso-8859-1 :\n'\xff'\n",
                "x.py"
            )
            .unwrap()
            .chars()
            .nth_back(1),
            Some('\'')
        );
        // A declaration on line 2 counts only after a comment or blank line 1.
        assert!(decode(b"x = 1\n# coding: latin-1\n'\xe9'\n", "x.py").is_err());
        assert_eq!(
            syntax(b"x = 1\n'\xff'\n"),
            "Non-UTF-8 code starting with '\\xff' in file x.py on line 2, but no encoding declared; see https://peps.python.org/pep-0263/ for details"
        );
        assert_eq!(
            syntax(b"# coding: xyz\nprint(1)\n"),
            "encoding problem: xyz"
        );
        assert_eq!(
            syntax(b"# coding: ascii\nprint('\xc3\xa9')\n"),
            "encoding problem: ascii"
        );
        assert_eq!(
            syntax(b"\xef\xbb\xbf# coding: latin-1\nprint(2)\n"),
            "encoding problem: iso-8859-1 with BOM"
        );
        assert_eq!(
            decode(b"\xef\xbb\xbfprint(2)\n", "x.py").unwrap(),
            "print(2)\n"
        );
        assert!(matches!(
            decode(b"# coding: cp1252\n", "x.py"),
            Err(DecodeError::Unsupported(_))
        ));
    }
}
