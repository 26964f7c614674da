//! Iterators the VM walks without calling back into Python ([`Iter`]): over sequences, ranges,
//! dicts' and sets' tables, zips, enumerations; and dict views ([`DictView`], [`ViewKind`]).

use std::cell::RefCell;
use std::rc::Rc;

use crate::errors::PyErr;

use super::Value;

/// A running iterator over a sequence the VM can walk without calling back into Python.
#[derive(Debug)]
pub enum Iter {
    Range {
        next: i64,
        stop: i64,
        step: i64,
    },
    Seq {
        items: Rc<[Value]>,
        pos: usize,
    },
    List {
        list: Rc<RefCell<Vec<Value>>>,
        pos: usize,
    },
    /// `reversed(x)` of a built-in sequence: its items reversed, with the class CPython's
    /// reverse iterator of `x` has (`list_reverseiterator`, `reversed`); also the forward
    /// iterator of bytes and bytearray over their ints (`bytes_iterator`).
    Rev {
        items: Rc<[Value]>,
        pos: usize,
        name: &'static str,
    },
    Chars {
        chars: Vec<char>,
        pos: usize,
    },
    /// The keys of a dict (or the items of a set) by slot, noticing a change of size as CPython
    /// does (`RuntimeError: dictionary changed size during iteration`).
    Table {
        table: TableRef,
        pos: usize,
        len: usize,
        layout: u64,
    },
    /// `enumerate(x)` over a native iterator: lazy and live (a list changed by the loop's body
    /// is seen, as CPython's enumerate sees it).
    Enumerate {
        inner: Rc<RefCell<Iter>>,
        count: i64,
    },
    /// `zip(a, b, ...)` over native iterators, lazy; `strict` checks the lengths agree.
    Zip {
        inners: Vec<Rc<RefCell<Iter>>>,
        strict: bool,
    },
    /// A never-ending `itertools.count`-like counter is not needed; an exhausted marker is.
    Done,
}

/// The table a [`Iter::Table`] walks.
#[derive(Debug)]
pub enum TableRef {
    Dict(Rc<RefCell<crate::table::DictTable>>, ViewKind),
    Set(Rc<RefCell<crate::table::SetTable>>),
}

/// What a dict view (`d.keys()`, `d.values()`, `d.items()`) shows of its dict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

impl ViewKind {
    pub fn type_name(self) -> &'static str {
        match self {
            ViewKind::Keys => "dict_keys",
            ViewKind::Values => "dict_values",
            ViewKind::Items => "dict_items",
        }
    }
}

/// A live view of a dict: it sees later changes, as CPython's views do.
#[derive(Debug)]
pub struct DictView {
    pub kind: ViewKind,
    pub dict: Rc<RefCell<crate::table::DictTable>>,
}

impl DictView {
    /// The view's items now: keys, values or `(key, value)` tuples.
    pub fn items(&self) -> Vec<Value> {
        let d = self.dict.borrow();
        match self.kind {
            ViewKind::Keys => d.iter().map(|(k, _)| k.clone()).collect(),
            ViewKind::Values => d.iter().map(|(_, v)| v.clone()).collect(),
            ViewKind::Items => d
                .iter()
                .map(|(k, v)| Value::tuple(vec![k.clone(), v.clone()]))
                .collect(),
        }
    }
}

impl Iter {
    /// The class CPython's iterator of the same source has (`list_iterator`, `set_iterator`).
    pub fn type_name(&self) -> &'static str {
        match self {
            Iter::Range { .. } => "range_iterator",
            Iter::Seq { .. } => "tuple_iterator",
            Iter::Rev { name, .. } => name,
            Iter::List { .. } => "list_iterator",
            Iter::Chars { chars, .. } if chars.iter().all(char::is_ascii) => "str_ascii_iterator",
            Iter::Chars { .. } => "str_iterator",
            Iter::Table {
                table: TableRef::Dict(_, kind),
                ..
            } => match kind {
                ViewKind::Keys => "dict_keyiterator",
                ViewKind::Values => "dict_valueiterator",
                ViewKind::Items => "dict_itemiterator",
            },
            Iter::Table { .. } => "set_iterator",
            Iter::Enumerate { .. } => "enumerate",
            // Only an exhausted zip becomes `Done`.
            Iter::Zip { .. } | Iter::Done => "zip",
        }
    }

    /// `__length_hint__`: how many items are left, where CPython's iterator of the same kind
    /// knows it (`None`: enumerate and zip, which have no hint, and a dict or set iterator
    /// already started, whose position is a slot rather than a count).
    pub fn length_hint(&self) -> Option<usize> {
        match self {
            Iter::Range { next, stop, step } => {
                Some(crate::value::range_len(*next, *stop, *step).max(0) as usize)
            }
            Iter::Seq { items, pos } | Iter::Rev { items, pos, .. } => {
                Some(items.len().saturating_sub(*pos))
            }
            Iter::List { list, pos } => Some(list.borrow().len().saturating_sub(*pos)),
            Iter::Chars { chars, pos } => Some(chars.len().saturating_sub(*pos)),
            Iter::Table { pos: 0, len, .. } => Some(*len),
            Iter::Done => Some(0),
            _ => None,
        }
    }

    pub fn next_value(&mut self) -> Result<Option<Value>, PyErr> {
        if let Iter::Table {
            table,
            pos,
            len,
            layout,
        } = self
        {
            return table_next(table, pos, *len, *layout);
        }
        match self {
            Iter::Enumerate { inner, count } => {
                let v = inner.borrow_mut().next_value()?;
                Ok(v.map(|v| {
                    *count += 1;
                    Value::tuple(vec![Value::Int(*count - 1), v])
                }))
            }
            Iter::Zip { inners, strict } => {
                let (items, strict) = (zip_next(inners, *strict)?, *strict);
                if items.is_none() && !strict {
                    *self = Iter::Done;
                }
                Ok(items)
            }
            _ => Ok(self.next_plain()),
        }
    }

    fn next_plain(&mut self) -> Option<Value> {
        match self {
            Iter::Range { next, stop, step } => {
                let more = if *step > 0 {
                    *next < *stop
                } else {
                    *next > *stop
                };
                if !more {
                    return None;
                }
                let v = *next;
                *next += *step;
                Some(Value::Int(v))
            }
            Iter::Seq { items, pos } | Iter::Rev { items, pos, .. } => {
                let v = items.get(*pos).cloned();
                *pos += 1;
                v
            }
            Iter::List { list, pos } => {
                let v = list.borrow().get(*pos).cloned();
                *pos += 1;
                v
            }
            Iter::Chars { chars, pos } => {
                let v = chars.get(*pos).map(|c| Value::str(&c.to_string()));
                *pos += 1;
                v
            }
            Iter::Done | Iter::Table { .. } | Iter::Enumerate { .. } | Iter::Zip { .. } => None,
        }
    }
}

/// The next tuple of a zip, or None when its shortest input ends (with CPython's errors when
/// `strict` and the inputs' lengths differ).
fn zip_next(inners: &[Rc<RefCell<Iter>>], strict: bool) -> Result<Option<Value>, PyErr> {
    let mut items = Vec::with_capacity(inners.len());
    for (i, it) in inners.iter().enumerate() {
        match it.borrow_mut().next_value()? {
            Some(v) => items.push(v),
            None if strict && i > 0 => {
                return Err(PyErr::value_error(format!(
                    "zip() argument {} is shorter than argument{}",
                    i + 1,
                    if i == 1 {
                        " 1".to_string()
                    } else {
                        format!("s 1-{i}")
                    }
                )))
            }
            None if strict => {
                for (j, other) in inners.iter().enumerate().skip(1) {
                    if other.borrow_mut().next_value()?.is_some() {
                        return Err(PyErr::value_error(format!(
                            "zip() argument {} is longer than argument{}",
                            j + 1,
                            if j == 1 {
                                " 1".to_string()
                            } else {
                                format!("s 1-{j}")
                            }
                        )));
                    }
                }
                return Ok(None);
            }
            None => return Ok(None),
        }
    }
    Ok((!items.is_empty()).then(|| Value::tuple(items)))
}

fn table_next(
    table: &TableRef,
    pos: &mut usize,
    len: usize,
    layout: u64,
) -> Result<Option<Value>, PyErr> {
    fn walk<E: crate::table::Entry>(
        t: &crate::table::Table<E>,
        pos: &mut usize,
        len: usize,
        layout: u64,
        what: &str,
        out: impl Fn(&E) -> Value,
    ) -> Result<Option<Value>, PyErr> {
        if t.len() != len {
            return Err(PyErr::runtime_error(format!(
                "{what} changed size during iteration"
            )));
        }
        if t.layout() != layout {
            return Err(PyErr::runtime_error(format!(
                "{} changed during iteration",
                if what == "Set" {
                    "Set"
                } else {
                    "dictionary keys"
                }
            )));
        }
        while *pos < t.slot_count() {
            let i = *pos;
            *pos += 1;
            if let Some(e) = t.slot(i) {
                return Ok(Some(out(e)));
            }
        }
        Ok(None)
    }
    match table {
        TableRef::Dict(d, ViewKind::Keys) => {
            walk(&d.borrow(), pos, len, layout, "dictionary", |e| e.0.clone())
        }
        TableRef::Dict(d, ViewKind::Values) => {
            walk(&d.borrow(), pos, len, layout, "dictionary", |e| e.1.clone())
        }
        TableRef::Dict(d, ViewKind::Items) => {
            walk(&d.borrow(), pos, len, layout, "dictionary", |e| {
                Value::tuple(vec![e.0.clone(), e.1.clone()])
            })
        }
        TableRef::Set(s) => walk(&s.borrow(), pos, len, layout, "Set", |e| e.clone()),
    }
}

impl Iter {
    /// An iterator over a dict's keys or a set's items.
    pub fn of_table(v: &Value) -> Option<Iter> {
        Some(match v {
            Value::Dict(d) => {
                let t = d.borrow();
                Iter::Table {
                    len: t.len(),
                    layout: t.layout(),
                    pos: 0,
                    table: TableRef::Dict(d.clone(), ViewKind::Keys),
                }
            }
            Value::DictView(v) => {
                let t = v.dict.borrow();
                Iter::Table {
                    len: t.len(),
                    layout: t.layout(),
                    pos: 0,
                    table: TableRef::Dict(v.dict.clone(), v.kind),
                }
            }
            Value::Set(s) => {
                let t = s.borrow();
                Iter::Table {
                    len: t.len(),
                    layout: t.layout(),
                    pos: 0,
                    table: TableRef::Set(s.clone()),
                }
            }
            _ => return None,
        })
    }
}
