//! Character positions in long strs: `len(s)`, `s[i]`, slices, `s.find(x, start)` and
//! `s.startswith(x, start)` on a str of many bytes, without a walk from its start each time.
//!
//! A str is UTF-8 (`Rc<str>`), so the byte offset of its i-th character takes a walk. For a str
//! of more than [`LONG`] bytes, the first request makes its index: ASCII (the offset is i), else
//! the byte offset of every [`STEP`]th character. The last few indexes are kept, each with a
//! `Weak` to its str: the allocation cannot be reused while the `Weak` lives, so a pointer match
//! is the same str, unchanged (strs are immutable).

use std::cell::RefCell;
use std::rc::{Rc, Weak};

/// Strs up to this many bytes are walked: cheaper than an index.
const LONG: usize = 512;
/// One byte offset kept per this many characters.
const STEP: usize = 64;
/// Indexes kept (the strs most recently indexed).
const KEEP: usize = 8;

struct Index {
    of: Weak<str>,
    chars: usize,
    /// The byte offset of characters 0, STEP, 2*STEP ...; empty for an ASCII str.
    marks: Vec<usize>,
}

thread_local! {
    static INDEXES: RefCell<Vec<Index>> = const { RefCell::new(Vec::new()) };
}

/// Calls `f` with `s`'s character count and its marks (empty: ASCII), made once per str.
fn with_index<R>(s: &Rc<str>, f: impl FnOnce(usize, &[usize]) -> R) -> R {
    INDEXES.with(|ix| {
        let mut ix = ix.borrow_mut();
        let at = ix
            .iter()
            .position(|e| std::ptr::addr_eq(e.of.as_ptr(), Rc::as_ptr(s)));
        let at = match at {
            Some(at) => at,
            None => {
                let (chars, marks) = if s.is_ascii() {
                    (s.len(), Vec::new())
                } else {
                    let mut marks = Vec::with_capacity(s.len() / STEP + 1);
                    let mut n = 0;
                    for (b, _) in s.char_indices() {
                        if n % STEP == 0 {
                            marks.push(b);
                        }
                        n += 1;
                    }
                    (n, marks)
                };
                if ix.len() >= KEEP {
                    ix.remove(0);
                }
                ix.push(Index {
                    of: Rc::downgrade(s),
                    chars,
                    marks,
                });
                ix.len() - 1
            }
        };
        let e = &ix[at];
        f(e.chars, &e.marks)
    })
}

/// The number of characters of `s`.
pub fn char_count(s: &Rc<str>) -> usize {
    if s.len() <= LONG {
        return s.chars().count();
    }
    with_index(s, |n, _| n)
}

/// The byte offset of character `i` of `s` (its length for `i` at or past the end).
pub fn byte_at(s: &Rc<str>, i: usize) -> usize {
    if s.len() <= LONG {
        if s.is_ascii() {
            return i.min(s.len());
        }
        return s.char_indices().nth(i).map_or(s.len(), |(b, _)| b);
    }
    with_index(s, |n, marks| {
        if i >= n {
            return s.len();
        }
        if marks.is_empty() {
            return i;
        }
        let from = marks[i / STEP];
        let rest = i % STEP;
        s[from..]
            .char_indices()
            .nth(rest)
            .map_or(s.len(), |(b, _)| from + b)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_match_a_walk() {
        for text in ["abc", &"é".repeat(3000), &("ab€".repeat(700) + "xyz")] {
            let s: Rc<str> = Rc::from(text);
            let n = text.chars().count();
            assert_eq!(char_count(&s), n);
            for i in [0, 1, 63, 64, 65, 1000, n - 1, n, n + 5] {
                let want = text.char_indices().nth(i).map_or(text.len(), |(b, _)| b);
                assert_eq!(byte_at(&s, i), want, "{i}");
            }
        }
    }
}
