"""Text wrapping and filling (CPython's textwrap): wrap, fill, shorten, dedent, indent and
TextWrapper with all its options.

CPython splits text into chunks with regular expressions; the VM has no `re`, so `_split` is a
hand-written scanner that cuts the same chunks (whitespace runs, words, hyphenated word parts
and em-dashes).
"""

__all__ = ["TextWrapper", "wrap", "fill", "dedent", "indent", "shorten"]

_whitespace = "\t\n\x0b\x0c\r "

_LINE_BREAKS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


def _splitlines_keepends(text):
    # str.splitlines(True), spelled out (over a list: indexing a long str is slow in the VM).
    lines = []
    cur = []
    cs = list(text)
    n = len(cs)
    i = 0
    while i < n:
        ch = cs[i]
        cur.append(ch)
        if ch in _LINE_BREAKS:
            if ch == "\r" and i + 1 < n and cs[i + 1] == "\n":
                cur.append("\n")
                i += 1
            lines.append("".join(cur))
            cur = []
        i += 1
    if cur:
        lines.append("".join(cur))
    return lines


def _is_word(ch):
    # re's \w on str: alphanumerics and underscore.
    return ch == "_" or ch.isalnum()


def _is_letter(ch):
    # [^\d\W]: word characters that are not decimal digits.
    return (ch == "_" or ch.isalnum()) and not ch.isdecimal()


def _is_word_punct(ch):
    return ch in "!\"'&.,?" or ch == "_" or ch.isalnum()


class TextWrapper:
    """Wraps paragraphs of text to a width; the options are attributes that may be changed
    between calls."""

    def __init__(self, width=70, initial_indent="", subsequent_indent="", expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=" [...]"):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    # -- splitting text into chunks

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            for ch in _whitespace:
                if ch != " " and ch in text:
                    text = text.replace(ch, " ")
        return text

    def _split(self, text):
        if self.break_on_hyphens is True:
            return _split_words(text)
        return _split_simple(text)

    def _fix_sentence_endings(self, chunks):
        i = 0
        while i < len(chunks) - 1:
            if chunks[i + 1] == " " and _ends_sentence(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        space_left = 1 if width < 1 else width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind("-", 0, space_left)
                if hyphen > 0:
                    for c in chunk[:hyphen]:
                        if c != "-":
                            end = hyphen + 1
                            break
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % (self.width,))
        if self.max_lines is not None:
            indent = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        chunks.reverse()
        while chunks:
            cur_line = []
            cur_len = 0
            indent = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(indent)
            # A line never starts with whitespace, except the first.
            if self.drop_whitespace and chunks[-1].strip() == "" and lines:
                chunks.pop()
            while chunks:
                n = len(chunks[-1])
                if cur_len + n <= width:
                    cur_line.append(chunks.pop())
                    cur_len += n
                else:
                    break
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = 0
                for c in cur_line:
                    cur_len += len(c)
            if self.drop_whitespace and cur_line and cur_line[-1].strip() == "":
                cur_len -= len(cur_line[-1])
                cur_line.pop()
            if not cur_line:
                continue
            if (self.max_lines is None or len(lines) + 1 < self.max_lines
                    or (not chunks or self.drop_whitespace and len(chunks) == 1
                        and not chunks[0].strip()) and cur_len <= width):
                lines.append(indent + "".join(cur_line))
                continue
            # Out of lines: end this one with the placeholder, dropping words to fit it.
            placed = False
            while cur_line:
                if cur_line[-1].strip() and cur_len + len(self.placeholder) <= width:
                    cur_line.append(self.placeholder)
                    lines.append(indent + "".join(cur_line))
                    placed = True
                    break
                cur_len -= len(cur_line[-1])
                cur_line.pop()
            if not placed:
                if lines:
                    prev = lines[-1].rstrip()
                    if len(prev) + len(self.placeholder) <= self.width:
                        lines[-1] = prev + self.placeholder
                        break
                lines.append(indent + self.placeholder.lstrip())
            break
        return lines

    def _split_chunks(self, text):
        return self._split(self._munge_whitespace(text))

    # -- public interface

    def wrap(self, text):
        """Wrap text into a list of lines of at most self.width characters."""
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        """Wrap text and join the lines with newlines."""
        return "\n".join(self.wrap(text))


def _ends_sentence(chunk):
    # [a-z][.!?]["']?\Z
    n = len(chunk)
    if n and chunk[-1] in "\"'":
        n -= 1
    return n >= 2 and chunk[n - 1] in ".!?" and "a" <= chunk[n - 2] <= "z"


def _split_simple(text):
    # Whitespace runs and the runs between them.
    chunks = []
    cur = []
    cur_ws = False
    for ch in text:
        ws = ch in _whitespace
        if cur and ws != cur_ws:
            chunks.append("".join(cur))
            cur = []
        cur_ws = ws
        cur.append(ch)
    if cur:
        chunks.append("".join(cur))
    return chunks


def _dashes_then_word(cs, q, n):
    # -{2,} followed by a word character, starting at q.
    d = q
    while d < n and cs[d] == "-":
        d += 1
    return d - q >= 2 and d < n and _is_word(cs[d])


def _split_words(text):
    # The chunks CPython's TextWrapper.wordsep_re cuts: whitespace runs; em-dashes between
    # words; words, split after a hyphen that joins two letters ("long-term" -> "long-", "term").
    # Works over a list of characters: indexing a long str is slow in the VM.
    cs = list(text)
    chunks = []
    i = 0
    n = len(cs)
    while i < n:
        ch = cs[i]
        if ch in _whitespace:
            j = i + 1
            while j < n and cs[j] in _whitespace:
                j += 1
            chunks.append("".join(cs[i:j]))
            i = j
            continue
        if ch == "-" and i > 0 and _is_word_punct(cs[i - 1]) and _dashes_then_word(cs, i, n):
            j = i
            while cs[j] == "-":
                j += 1
            chunks.append("".join(cs[i:j]))
            i = j
            continue
        # A word: the shortest run of non-whitespace followed by a break point.
        q = i + 1
        while True:
            if q >= n:
                end = q
                break
            c = cs[q]
            if c in _whitespace:
                end = q
                break
            if c == "-":
                if q + 1 < n and _is_letter(cs[q + 1]):
                    # Hyphen: two letters before it (or "a-b-"), and letter(s) after it.
                    before = (q >= 2 and _is_letter(cs[q - 1]) and _is_letter(cs[q - 2])) or (
                        q >= 3 and _is_letter(cs[q - 1]) and cs[q - 2] == "-"
                        and _is_letter(cs[q - 3]))
                    if before and q + 2 < n and (
                            _is_letter(cs[q + 2]) or (
                                cs[q + 2] == "-" and q + 3 < n and _is_letter(cs[q + 3]))):
                        end = q + 1
                        break
                if _is_word_punct(cs[q - 1]) and _dashes_then_word(cs, q, n):
                    end = q
                    break
            q += 1
        chunks.append("".join(cs[i:end]))
        i = end
    return chunks


# -- convenience interface

def wrap(text, width=70, **kwargs):
    """Wrap a single paragraph into a list of lines of at most width characters."""
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    """Fill a single paragraph: wrap it and join the lines with newlines."""
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    """Collapse whitespace and truncate text to fit width, ending with a placeholder."""
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(" ".join(text.strip().split()))


def dedent(text):
    """Remove the whitespace every line has in common at its start (tabs and spaces are not
    equal); lines of only whitespace become empty."""
    if not isinstance(text, str):
        # CPython's first step is a str regex substitution, with its TypeErrors.
        if isinstance(text, (bytes, bytearray)):
            raise TypeError("cannot use a string pattern on a bytes-like object")
        raise TypeError("expected string or bytes-like object, got '%s'" % type(text).__name__)
    lines = text.split("\n")
    margin = None
    for k in range(len(lines)):
        line = lines[k]
        i = 0
        n = len(line)
        while i < n and line[i] in " \t":
            i += 1
        if i == n:
            if n:
                lines[k] = ""
            continue
        ind = line[:i]
        if margin is None:
            margin = ind
        elif ind.startswith(margin):
            pass
        elif margin.startswith(ind):
            margin = ind
        else:
            j = 0
            while margin[j] == ind[j]:
                j += 1
            margin = margin[:j]
    if margin:
        m = len(margin)
        for k in range(len(lines)):
            if lines[k].startswith(margin):
                lines[k] = lines[k][m:]
    return "\n".join(lines)


def indent(text, prefix, predicate=None):
    """Add prefix to the start of the lines that predicate accepts (by default, the lines that
    are not only whitespace)."""
    out = []
    for line in _splitlines_keepends(text):
        if predicate is None:
            ok = line.strip()
        else:
            ok = predicate(line)
        out.append(prefix + line if ok else line)
    return "".join(out)
