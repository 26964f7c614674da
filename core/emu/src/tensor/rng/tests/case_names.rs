//! The oracle's case names are the PyTorch expressions that produced each case
//! (`randint(0,2**28-1,(6,))`, `kaiming_uniform_(empty(3,5), a=sqrt(5))`), so they are parsed as a
//! tiny Python subset: numbers with `+ - **`, names, tuples, calls with keyword arguments, dotted
//! function names and method calls. `sqrt(..)` is folded into a number on the spot.

/// A value of the tiny Python subset the names use.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Py {
    Num(f64),
    Name(String),
    Tuple(Vec<Py>),
    /// `func(args, key=value)`, with `recv` set for a method call such as `empty(5).uniform_(..)`.
    Call {
        recv: Option<Box<Py>>,
        func: String,
        args: Vec<Py>,
        kwargs: Vec<(String, Py)>,
    },
}

pub(super) struct Parser<'a> {
    src: &'a [u8],
    pos: usize,
}

impl<'a> Parser<'a> {
    pub(super) fn parse(src: &'a str) -> Py {
        let mut p = Parser {
            src: src.as_bytes(),
            pos: 0,
        };
        let e = p.expr();
        p.skip_ws();
        assert_eq!(p.pos, p.src.len(), "trailing text in {src:?}");
        e
    }

    fn skip_ws(&mut self) {
        while self.src.get(self.pos) == Some(&b' ') {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.src.get(self.pos).copied()
    }

    fn eat(&mut self, tok: &str) -> bool {
        self.skip_ws();
        if self.src[self.pos..].starts_with(tok.as_bytes()) {
            self.pos += tok.len();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, tok: &str) {
        assert!(
            self.eat(tok),
            "expected {tok:?} at {} in {:?}",
            self.pos,
            String::from_utf8_lossy(self.src)
        );
    }

    /// Sums and differences (`2**28-1`).
    fn expr(&mut self) -> Py {
        let mut lhs = self.power();
        loop {
            let sign = if self.eat("+") {
                1.0
            } else if self.eat("-") {
                -1.0
            } else {
                return lhs;
            };
            lhs = Py::Num(num(&lhs) + sign * num(&self.power()));
        }
    }

    fn power(&mut self) -> Py {
        let base = self.unary();
        if self.eat("**") {
            Py::Num(num(&base).powf(num(&self.unary())))
        } else {
            base
        }
    }

    fn unary(&mut self) -> Py {
        if self.eat("-") {
            Py::Num(-num(&self.unary()))
        } else {
            self.postfix()
        }
    }

    fn postfix(&mut self) -> Py {
        let mut value = self.atom();
        while self.peek() == Some(b'.') {
            self.pos += 1;
            let func = self.ident();
            let (args, kwargs) = self.call_args();
            value = Py::Call {
                recv: Some(Box::new(value)),
                func,
                args,
                kwargs,
            };
        }
        value
    }

    fn atom(&mut self) -> Py {
        match self.peek() {
            Some(b'(') => {
                self.pos += 1;
                let mut items = Vec::new();
                while !self.eat(")") {
                    items.push(self.expr());
                    self.eat(",");
                }
                Py::Tuple(items)
            }
            Some(c) if c.is_ascii_digit() => {
                let start = self.pos;
                while self
                    .src
                    .get(self.pos)
                    .is_some_and(|c| c.is_ascii_digit() || *c == b'.')
                {
                    self.pos += 1;
                }
                let text = std::str::from_utf8(&self.src[start..self.pos]).unwrap();
                Py::Num(
                    text.parse()
                        .unwrap_or_else(|_| panic!("bad number {text:?}")),
                )
            }
            _ => {
                // A dotted name (`nn.Linear`, `init.normal_`) is one function name unless what
                // precedes the dot was called, which `postfix` handles as a method.
                let mut name = self.ident();
                while self.src.get(self.pos) == Some(&b'.') {
                    self.pos += 1;
                    name = format!("{name}.{}", self.ident());
                }
                if self.peek() != Some(b'(') {
                    return Py::Name(name);
                }
                let (args, kwargs) = self.call_args();
                if name == "sqrt" {
                    assert!(
                        kwargs.is_empty() && args.len() == 1,
                        "sqrt takes one argument"
                    );
                    return Py::Num(num(&args[0]).sqrt());
                }
                Py::Call {
                    recv: None,
                    func: name,
                    args,
                    kwargs,
                }
            }
        }
    }

    fn ident(&mut self) -> String {
        self.skip_ws();
        let start = self.pos;
        while self
            .src
            .get(self.pos)
            .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
        {
            self.pos += 1;
        }
        assert!(
            self.pos > start,
            "expected a name at {} in {:?}",
            start,
            String::from_utf8_lossy(self.src)
        );
        String::from_utf8(self.src[start..self.pos].to_vec()).unwrap()
    }

    fn call_args(&mut self) -> (Vec<Py>, Vec<(String, Py)>) {
        self.expect("(");
        let (mut args, mut kwargs) = (Vec::new(), Vec::new());
        while !self.eat(")") {
            let save = self.pos;
            let key = self.src[self.pos..]
                .iter()
                .position(|&c| !(c.is_ascii_alphanumeric() || c == b'_' || c == b' '))
                .filter(|&len| len > 0 && self.src[self.pos + len] == b'=');
            match key {
                Some(_) => {
                    let k = self.ident();
                    self.expect("=");
                    kwargs.push((k, self.expr()));
                }
                None => {
                    self.pos = save;
                    args.push(self.expr());
                }
            }
            self.eat(",");
        }
        (args, kwargs)
    }
}

pub(super) fn num(v: &Py) -> f64 {
    match v {
        Py::Num(x) => *x,
        other => panic!("expected a number, got {other:?}"),
    }
}

pub(super) fn int(v: &Py) -> i64 {
    let x = num(v);
    assert!(
        x.fract() == 0.0 && x.abs() < 2f64.powi(53),
        "expected an integer, got {x}"
    );
    x as i64
}

/// Split at commas outside brackets: `rand(3), randint(0,100,(4,))` is two expressions.
pub(super) fn split_top_level(s: &str) -> Vec<&str> {
    let (mut depth, mut start, mut parts) = (0i32, 0, Vec::new());
    for (i, c) in s.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(s[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(s[start..].trim());
    parts
}
