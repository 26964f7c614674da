"""ElementTree's parsing: XMLParser (over the playground's tokenizer, `xml/_scanner.py`),
TreeBuilder, XMLPullParser, iterparse, parse, fromstring and friends."""

import re as _re
from xml._scanner import Scanner, MESSAGES
from xml.etree.ElementTree import Element, Comment, ProcessingInstruction, ElementTree, ParseError

_encoding_re = _re.compile(r"""encoding[ \t\r\n]*=[ \t\r\n]*["']([A-Za-z0-9._-]+)["']""")


def _make_error(code, line, column):
    err = ParseError("%s: line %d, column %d" % (MESSAGES[code], line, column))
    err.code = code
    err.position = (line, column)
    return err


class TreeBuilder:
    """Builds elements from start/end/data/comment/pi calls."""

    def __init__(self, element_factory=None, *, comment_factory=None, pi_factory=None,
                 insert_comments=False, insert_pis=False):
        self._data = []
        self._stack = []
        self._last = None
        self._root = None
        self._tail = False
        self._factory = element_factory if element_factory is not None else Element
        self._comment_factory = comment_factory if comment_factory is not None else Comment
        self._pi_factory = pi_factory if pi_factory is not None else ProcessingInstruction
        self.insert_comments = insert_comments
        self.insert_pis = insert_pis

    def close(self):
        return self._root

    def _flush(self):
        if self._data:
            last = self._last
            if last is not None:
                text = "".join(self._data)
                if self._tail:
                    last.tail = text
                else:
                    last.text = text
            self._data = []

    def data(self, data):
        self._data.append(data)

    def start(self, tag, attrs):
        if self._data:
            self._flush()
        elem = self._factory(tag, attrs)
        stack = self._stack
        if stack:
            stack[-1].append(elem)
        elif self._root is None:
            self._root = elem
        stack.append(elem)
        self._last = elem
        self._tail = False
        return elem

    def end(self, tag):
        if self._data:
            self._flush()
        self._last = self._stack.pop()
        self._tail = True
        return self._last

    def comment(self, text):
        return self._special(self._comment_factory, self.insert_comments, text)

    def pi(self, target, text=None):
        return self._special(self._pi_factory, self.insert_pis, target, text)

    def _special(self, factory, insert, *args):
        elem = factory(*args)
        if insert:
            self._flush()
            self._last = elem
            if self._stack:
                self._stack[-1].append(elem)
            self._tail = True
        return elem


class _Utf8:
    """An incremental UTF-8 decoder that keeps an unfinished character for the next call."""

    def __init__(self):
        self.tail = b""

    def decode(self, data, final=False):
        if self.tail:
            data = self.tail + data
            self.tail = b""
        if not final and data:
            n = len(data)
            j = n - 1
            while j >= 0 and j > n - 4 and (data[j] & 0xC0) == 0x80:
                j -= 1
            if j >= 0 and data[j] >= 0xC0:
                need = 2 if data[j] < 0xE0 else 3 if data[j] < 0xF0 else 4
                if n - j < need:
                    self.tail = data[j:]
                    data = data[:j]
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError as e:
            raise _BadBytes(data[:_bad_start(e)].decode("utf-8")) from None


def _bad_start(err):
    """Where the undecodable bytes start (the VM's UnicodeDecodeError carries no `start`:
    read from its message)."""
    start = getattr(err, "start", None)
    if start is None:
        m = _re.search(r"in position (\d+)", str(err))
        start = int(m.group(1)) if m else 0
    return start


class _BadBytes(Exception):
    """Bytes the encoding cannot decode; `args[0]` is the text before them."""


class XMLParser:
    """The XML parser: feeds a target (a TreeBuilder by default) with start/end/data/comment/
    pi/start_ns/end_ns/doctype calls and returns `target.close()` from close()."""

    def __init__(self, *, target=None, encoding=None):
        if target is None:
            target = TreeBuilder()
        self.target = target
        self._encoding = encoding
        self.entity = {}
        self.version = "Expat (the playground's tokenizer)"
        self._raw = b""
        self._decoder = None
        self._events = None
        sc = Scanner(_make_error)
        self._scanner = sc
        sc.skipped = self._skipped
        for name in ("start", "end", "data", "comment", "pi", "start_ns", "end_ns", "doctype"):
            fn = getattr(target, name, None)
            if fn is not None:
                setattr(sc, name, fn)

    def _skipped(self, name, i):
        """An entity the external DTD may declare: `self.entity` gives its text."""
        val = self.entity.get(name)
        if val is None:
            sc = self._scanner
            line, col = sc._pos(i)
            err = ParseError("undefined entity &%s;: line %d, column %d" % (name, line, col))
            err.code = 11
            err.position = (line, col)
            sc.dead = err
            raise err
        return val

    def _setevents(self, queue, events):
        """Report the named events into `queue` (XMLPullParser, iterparse)."""
        sc = self._scanner
        target = self.target
        append = queue.append
        for ev in events:
            if ev == "start":
                start = getattr(target, "start")

                def on_start(tag, attrib, start=start):
                    append(("start", start(tag, attrib)))
                sc.start = on_start
            elif ev == "end":
                end = getattr(target, "end")

                def on_end(tag, end=end):
                    append(("end", end(tag)))
                sc.end = on_end
            elif ev == "start-ns":
                sns = getattr(target, "start_ns", None)

                def on_start_ns(prefix, uri, sns=sns):
                    if sns is not None:
                        append(("start-ns", sns(prefix, uri)))
                    else:
                        append(("start-ns", (prefix or "", uri or "")))
                sc.start_ns = on_start_ns
            elif ev == "end-ns":
                ens = getattr(target, "end_ns", None)

                def on_end_ns(prefix, ens=ens):
                    if ens is not None:
                        append(("end-ns", ens(prefix)))
                    else:
                        append(("end-ns", None))
                sc.end_ns = on_end_ns
            elif ev == "comment":
                com = getattr(target, "comment")

                def on_comment(text, com=com):
                    append(("comment", com(text)))
                sc.comment = on_comment
            elif ev == "pi":
                pif = getattr(target, "pi")

                def on_pi(t, text, pif=pif):
                    append(("pi", pif(t, text)))
                sc.pi = on_pi
            else:
                raise ValueError("unknown event %r" % ev)

    def _start_decoding(self, final):
        raw = self._raw
        enc = self._encoding
        if enc is None:
            if raw[:3] == b"\xef\xbb\xbf":
                enc = "utf-8"
            elif raw[:2] in (b"\xff\xfe", b"\xfe\xff"):
                enc = "utf-16"
            elif raw[:5] == b"<?xml":
                k = raw.find(b"?>")
                if k < 0:
                    if not final:
                        return False
                    enc = "utf-8"
                else:
                    m = _encoding_re.search(raw[:k].decode("latin-1"))
                    enc = m.group(1) if m else "utf-8"
            elif not final and len(raw) < 5 and b"<?xml".startswith(raw):
                return False
            else:
                enc = "utf-8"
        low = enc.lower().replace("_", "-")
        if low in ("utf-8", "utf8"):
            self._decoder = _Utf8()
        else:
            import codecs
            self._decoder = codecs.getincrementaldecoder(enc)()
        return True

    def _feed_bytes(self, data, final):
        if self._decoder is None:
            self._raw += data
            if not self._start_decoding(final):
                return
            data = self._raw
            self._raw = b""
        sc = self._scanner
        try:
            text = self._decoder.decode(data, final)
        except _BadBytes as bad:
            sc.feed(bad.args[0])
            sc._fail(4, len(sc.buf))
        except UnicodeDecodeError:
            sc._fail(4, len(sc.buf))
        sc.feed(text)

    def feed(self, data):
        if isinstance(data, str):
            self._scanner.feed(data)
        else:
            self._feed_bytes(bytes(data), False)

    def close(self):
        if self._decoder is not None or self._raw:
            self._feed_bytes(b"", True)
        self._scanner.close()
        close = getattr(self.target, "close", None)
        if close is not None:
            return close()
        return None


class XMLPullParser:
    """A non-blocking parser: feed data, then read the (event, element) pairs so far."""

    def __init__(self, events=None, *, _parser=None):
        self._events_queue = []
        self._index = 0
        self._parser = _parser or XMLParser(target=TreeBuilder())
        if events is None:
            events = ("end",)
        self._parser._setevents(self._events_queue, events)

    def feed(self, data):
        if self._parser is None:
            raise ValueError("feed() called after end of stream")
        if data:
            try:
                self._parser.feed(data)
            except SyntaxError as exc:
                self._events_queue.append(exc)

    def _close_and_return_root(self):
        root = self._parser.close()
        self._parser = None
        return root

    def close(self):
        self._close_and_return_root()

    def read_events(self):
        events = self._events_queue
        while self._index < len(events):
            event = events[self._index]
            self._index += 1
            if self._index > 256:
                del events[:self._index]
                self._index = 0
            if isinstance(event, Exception):
                raise event
            yield event


class _IterParseIterator:
    def __init__(self, source, events, parser):
        self.root = None
        self._pull = XMLPullParser(events=events, _parser=parser)
        self._close = False
        if not hasattr(source, "read"):
            source = open(source, "rb")
            self._close = True
        self._source = source
        self._gen = self._run()

    def _run(self):
        pull = self._pull
        source = self._source
        try:
            while True:
                yield from pull.read_events()
                data = source.read(16 * 1024)
                if not data:
                    break
                pull.feed(data)
            root = pull._close_and_return_root()
            yield from pull.read_events()
            self.root = root
        finally:
            if self._close:
                source.close()

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._gen)


def iterparse(source, events=None, parser=None):
    return _IterParseIterator(source, events, parser)


def parse(source, parser=None):
    tree = ElementTree()
    tree.parse(source, parser)
    return tree


def XML(text, parser=None):
    if not parser:
        parser = XMLParser(target=TreeBuilder())
    parser.feed(text)
    return parser.close()


fromstring = XML


def fromstringlist(sequence, parser=None):
    if not parser:
        parser = XMLParser(target=TreeBuilder())
    for text in sequence:
        parser.feed(text)
    return parser.close()


def XMLID(text, parser=None):
    if not parser:
        parser = XMLParser(target=TreeBuilder())
    parser.feed(text)
    tree = parser.close()
    ids = {}
    for elem in tree.iter():
        key = elem.get("id")
        if key:
            ids[key] = elem
    return tree, ids
