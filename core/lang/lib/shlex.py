"""shlex: shell-style splitting and quoting, and the configurable shlex lexer.

The lexer reads one character at a time and keeps its position in `state`, with CPython's
values: " " between tokens, "a" inside a word, "c" inside a run of punctuation characters, a
quote character inside that quote, an escape character just after it, and None at the end.
Each state has a handler method below; a handler answers True when the token is complete.
"""

import re
import sys
from collections import deque
from io import StringIO

__all__ = ["shlex", "split", "quote", "join"]

_ASCII_WORD = "abcdfeghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"
# Latin-1 letters, which count as word characters in posix mode.
_LATIN1_WORD = ("ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ"
                "ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ")
_DEFAULT_PUNCTUATION = "();<>|&"
# With punctuation_chars on, these become word characters (file names, options, globs).
_EXTRA_WORD = "~-./*?="

_BETWEEN, _WORD, _PUNCT = " ", "a", "c"


class shlex:
    def __init__(self, instream=None, infile=None, posix=False, punctuation_chars=False):
        if isinstance(instream, str):
            instream = StringIO(instream)
        self.instream = sys.stdin if instream is None else instream
        self.infile = None if instream is None else infile
        self.posix = posix
        self.eof = None if posix else ""
        self.commenters = "#"
        self.wordchars = _ASCII_WORD + (_LATIN1_WORD if posix else "")
        self.whitespace = " \t\r\n"
        self.whitespace_split = False
        self.quotes = "'\""
        self.escape = "\\"
        self.escapedquotes = '"'
        self.state = _BETWEEN
        self.pushback = deque()
        self.lineno = 1
        self.debug = 0
        self.token = ""
        self.filestack = deque()
        self.source = None
        punctuation = _DEFAULT_PUNCTUATION if punctuation_chars is True else (punctuation_chars or "")
        self._punctuation_chars = punctuation
        self._pushback_chars = deque()
        if punctuation:
            self.wordchars = "".join([ch for ch in self.wordchars + _EXTRA_WORD
                                      if ch not in punctuation])

    punctuation_chars = property(lambda self: self._punctuation_chars)

    # -- the token stream: pushed-back tokens first, then included sources, then the input

    def push_token(self, tok):
        self.pushback.appendleft(tok)

    def push_source(self, newstream, newfile=None):
        if isinstance(newstream, str):
            newstream = StringIO(newstream)
        self.filestack.appendleft((self.infile, self.instream, self.lineno))
        self.infile, self.instream, self.lineno = newfile, newstream, 1

    def pop_source(self):
        self.instream.close()
        self.infile, self.instream, self.lineno = self.filestack.popleft()
        self.state = _BETWEEN

    def sourcehook(self, newfile):
        import os.path
        if newfile[:1] == '"':
            newfile = newfile[1:-1]
        if isinstance(self.infile, str) and not os.path.isabs(newfile):
            newfile = os.path.join(os.path.dirname(self.infile), newfile)
        return newfile, open(newfile, "r")

    def get_token(self):
        if self.pushback:
            return self.pushback.popleft()
        tok = self.read_token()
        if self.source is not None and tok == self.source:
            # `source NAME` switches the input to the file sourcehook opens for NAME.
            included = self.sourcehook(self.read_token())
            if included:
                self.push_source(included[1], included[0])
            tok = self.get_token()
        while tok == self.eof and self.filestack:
            self.pop_source()
            tok = self.get_token()
        return tok

    def __next__(self):
        tok = self.get_token()
        if tok == self.eof:
            raise StopIteration
        return tok

    def __iter__(self):
        return self

    def error_leader(self, infile=None, lineno=None):
        return '"%s", line %d: ' % (self.infile if infile is None else infile,
                                    self.lineno if lineno is None else lineno)

    # -- the character-level state machine

    def _read_char(self):
        if self._pushback_chars:
            return self._pushback_chars.pop()
        return self.instream.read(1)

    def _have_token(self):
        return bool(self.token) or (self.posix and self._quoted)

    def _skip_comment(self):
        self.instream.readline()
        self.lineno += 1

    def _give_back(self, ch):
        # A character that ends a word without belonging to it is read again next time.
        if self._punctuation_chars:
            self._pushback_chars.append(ch)
        else:
            self.pushback.appendleft(ch)

    def _on_between(self, ch):
        if not ch:
            self.state = None
            return True
        if ch in self.whitespace:
            return self._have_token()
        if ch in self.commenters:
            self._skip_comment()
        elif self.posix and ch in self.escape:
            self._resume, self.state = _WORD, ch
        elif ch in self.wordchars:
            self.token, self.state = ch, _WORD
        elif ch in self._punctuation_chars:
            self.token, self.state = ch, _PUNCT
        elif ch in self.quotes:
            if not self.posix:
                self.token = ch
            self.state = ch
        elif self.whitespace_split:
            self.token, self.state = ch, _WORD
        else:
            self.token = ch  # a lone character of no class is a token by itself
            return self._have_token()
        return False

    def _on_quote(self, ch):
        self._quoted = True
        if not ch:
            raise ValueError("No closing quotation")
        if ch == self.state:
            if not self.posix:
                self.token += ch
                self.state = _BETWEEN
                return True
            self.state = _WORD
        elif self.posix and ch in self.escape and self.state in self.escapedquotes:
            self._resume, self.state = self.state, ch
        else:
            self.token += ch
        return False

    def _on_escape(self, ch):
        if not ch:
            raise ValueError("No escaped character")
        # Inside quotes, an escape only escapes the quote itself and the escape character.
        if self._resume in self.quotes and ch not in (self.state, self._resume):
            self.token += self.state
        self.token += ch
        self.state = self._resume
        return False

    def _on_word(self, ch):
        if not ch:
            self.state = None
            return True
        if ch in self.whitespace:
            self.state = _BETWEEN
            return self._have_token()
        if ch in self.commenters:
            self._skip_comment()
            if not self.posix:
                return False
            self.state = _BETWEEN
            return self._have_token()
        if self.state == _PUNCT:
            if ch in self._punctuation_chars:
                self.token += ch
                return False
            self._pushback_chars.append(ch)
            self.state = _BETWEEN
            return True
        if self.posix and ch in self.quotes:
            self.state = ch
        elif self.posix and ch in self.escape:
            self._resume, self.state = _WORD, ch
        elif (ch in self.wordchars or ch in self.quotes
              or (self.whitespace_split and ch not in self._punctuation_chars)):
            self.token += ch
        else:
            self._give_back(ch)
            self.state = _BETWEEN
            return self._have_token()
        return False

    def read_token(self):
        self._quoted = False
        self._resume = _BETWEEN
        while True:
            ch = self._read_char()
            if ch == "\n":
                self.lineno += 1
            state = self.state
            if state is None:
                self.token = ""
                break
            if state == _BETWEEN:
                finished = self._on_between(ch)
            elif state in self.quotes:
                finished = self._on_quote(ch)
            elif state in self.escape:
                finished = self._on_escape(ch)
            elif state in (_WORD, _PUNCT):
                finished = self._on_word(ch)
            else:
                finished = False
            if finished:
                break
        tok, self.token = self.token, ""
        if self.posix and not self._quoted and tok == "":
            return None
        return tok


def split(s, comments=False, posix=True):
    if s is None:
        raise ValueError("s argument must not be None")
    lexer = shlex(s, posix=posix)
    lexer.whitespace_split = True
    if not comments:
        lexer.commenters = ""
    return list(lexer)


# Characters a POSIX shell leaves alone outside quotes.
_needs_quotes = re.compile(r"[^\w@%+=:,./-]", re.ASCII).search


def quote(s):
    if not s:
        return "''"
    if not isinstance(s, str):
        raise TypeError(f"expected string or bytes-like object, got '{type(s).__name__}'")
    if _needs_quotes(s) is None:
        return s
    # Single quotes protect everything but a single quote, which is closed, quoted in double
    # quotes, and reopened.
    return "'%s'" % s.replace("'", "'\"'\"'")


def join(split_command):
    return " ".join([quote(arg) for arg in split_command])
