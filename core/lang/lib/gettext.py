"""gettext (CPython 3.11's interface), written from its documentation: NullTranslations,
GNUTranslations (GNU .mo catalogues read from the run's files or any binary file object: the
header, plural forms, message contexts), find, translation, install, the module-level
gettext/ngettext/pgettext/npgettext and their d* forms, textdomain, bindtextdomain, c2py.

Locales are named as CPython names them (locale.normalize, then each shorter variant); where no
language is given, the LANGUAGE, LC_ALL, LC_MESSAGES and LANG variables are read (the playground
sets none, so 'C': no catalogue, the messages as written)."""

import os
import sys

__all__ = ["NullTranslations", "GNUTranslations", "Catalog", "bindtextdomain", "find",
           "translation", "install", "textdomain", "dgettext", "dngettext", "gettext",
           "ngettext", "pgettext", "dpgettext", "npgettext", "dnpgettext"]

_default_localedir = os.path.join(sys.base_prefix if hasattr(sys, "base_prefix") else "/usr",
                                  "share", "locale")


# ---- plural forms: a C expression over n

class _PluralParser:
    # Tokens, then recursive descent by C's precedence, into a function of n (no eval).
    _OPS = ("==", "!=", "<=", ">=", "&&", "||", "<", ">", "!", "?", ":", "%", "+", "-", "*", "/",
            "(", ")")

    def __init__(self, text):
        if len(text) > 1000:
            raise ValueError("plural form expression is too long")
        self.tokens = self._tokenize(text)
        self.pos = 0
        self.depth = 0

    def _tokenize(self, text):
        tokens = []
        i = 0
        while i < len(text):
            ch = text[i]
            if ch in " \t\n":
                i += 1
                continue
            if ch.isdigit():
                j = i
                while j < len(text) and text[j].isdigit():
                    j += 1
                if j < len(text) and (text[j].isalnum() or text[j] == "_"):
                    k = j
                    while k < len(text) and (text[k].isalnum() or text[k] == "_"):
                        k += 1
                    raise ValueError("invalid token in plural form: %s" % text[i:k])
                tokens.append(int(text[i:j]))
                i = j
                continue
            if ch.isalpha() or ch == "_":
                j = i
                while j < len(text) and (text[j].isalnum() or text[j] == "_"):
                    j += 1
                word = text[i:j]
                if word != "n":
                    raise ValueError("invalid token in plural form: %s" % word)
                tokens.append("n")
                i = j
                continue
            for op in self._OPS:
                if text.startswith(op, i):
                    tokens.append(op)
                    i += len(op)
                    break
            else:
                raise ValueError("invalid token in plural form: %s" % ch)
        return tokens

    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self):
        tok = self.peek()
        self.pos += 1
        return tok

    def parse(self):
        if not self.tokens:
            raise ValueError("unexpected end of plural form")
        fn = self.ternary()
        if self.pos < len(self.tokens):
            raise ValueError("unexpected token in plural form: %s" % self.peek())
        return fn

    def ternary(self):
        cond = self.binary(0)
        if self.peek() == "?":
            self.take()
            yes = self.ternary()
            tok = self.take()
            if tok is None:
                raise ValueError("unexpected end of plural form")
            if tok != ":":
                raise ValueError("unexpected token in plural form: %s" % tok)
            no = self.ternary()
            return lambda n: yes(n) if cond(n) else no(n)
        return cond

    _LEVELS = (("||",), ("&&",), ("==", "!="), ("<", "<=", ">", ">="), ("+", "-"),
               ("*", "/", "%"))

    def binary(self, level):
        if level == len(self._LEVELS):
            return self.unary()
        left = self.binary(level + 1)
        while self.peek() in self._LEVELS[level]:
            op = self.take()
            right = self.binary(level + 1)
            left = self._combine(op, left, right)
        return left

    @staticmethod
    def _combine(op, a, b):
        if op == "||":
            return lambda n: a(n) or b(n)
        if op == "&&":
            return lambda n: a(n) and b(n)
        if op == "==":
            return lambda n: int(a(n) == b(n))
        if op == "!=":
            return lambda n: int(a(n) != b(n))
        if op == "<":
            return lambda n: int(a(n) < b(n))
        if op == "<=":
            return lambda n: int(a(n) <= b(n))
        if op == ">":
            return lambda n: int(a(n) > b(n))
        if op == ">=":
            return lambda n: int(a(n) >= b(n))
        if op == "+":
            return lambda n: a(n) + b(n)
        if op == "-":
            return lambda n: a(n) - b(n)
        if op == "*":
            return lambda n: a(n) * b(n)
        if op == "/":
            return lambda n: a(n) // b(n)
        return lambda n: a(n) % b(n)

    def unary(self):
        tok = self.peek()
        if tok == "!":
            # C's '!' read as Python's `not`, as CPython's translation does: it takes the
            # comparison that follows whole ('!n % 10 == 1' is not (n % 10 == 1)).
            self.take()
            inner = self.binary(2)
            return lambda n: not inner(n)
        return self.primary()

    def primary(self):
        tok = self.take()
        if tok is None:
            raise ValueError("unexpected end of plural form")
        if tok == "n":
            return lambda n: n
        if isinstance(tok, int):
            return lambda n, v=tok: v
        if tok == "(":
            self.depth += 1
            if self.depth > 20:
                raise ValueError("plural form expression is too complex")
            inner = self.ternary()
            if self.take() != ")":
                raise ValueError("unbalanced parenthesis in plural form")
            self.depth -= 1
            return inner
        if tok == ")":
            raise ValueError("unbalanced parenthesis in plural form")
        raise ValueError("unexpected token in plural form: %s" % tok)


def c2py(plural):
    """A function of n from a C plural-forms expression ('n != 1', 'n%10==1 && n%100!=11 ? ...')."""
    expr = _PluralParser(plural).parse()

    def func(n):
        if not isinstance(n, int):
            try:
                round(n)
            except TypeError:
                raise TypeError("Plural value must be an integer, got %s"
                                % (n.__class__.__name__,)) from None
            import warnings
            warnings.warn("Plural value must be an integer, got %s" % (n.__class__.__name__,),
                          DeprecationWarning, 2)
        return int(expr(n))

    return func


# ---- locales

def _expand_lang(loc):
    import locale
    loc = locale.normalize(loc)
    modifier = codeset = territory = ""
    has = 0
    if "@" in loc:
        loc, _, modifier = loc.partition("@")
        modifier = "@" + modifier
        has |= 4
    if "." in loc:
        loc, _, codeset = loc.partition(".")
        codeset = "." + codeset
        has |= 1
    if "_" in loc:
        loc, _, territory = loc.partition("_")
        territory = "_" + territory
        has |= 2
    out = []
    for bits in range(has, -1, -1):
        if bits & ~has:
            continue
        out.append(loc + (territory if bits & 2 else "") + (codeset if bits & 1 else "")
                   + (modifier if bits & 4 else ""))
    return out


# ---- translation classes

class NullTranslations:
    """Messages as written (or from a fallback): the base of every translations class."""

    def __init__(self, fp=None):
        self._info = {}
        self._charset = None
        self._output_charset = None
        self._fallback = None
        if fp is not None:
            self._parse(fp)

    def _parse(self, fp):
        pass

    def add_fallback(self, fallback):
        if self._fallback:
            self._fallback.add_fallback(fallback)
        else:
            self._fallback = fallback

    def gettext(self, message):
        if self._fallback:
            return self._fallback.gettext(message)
        return message

    def ngettext(self, msgid1, msgid2, n):
        if self._fallback:
            return self._fallback.ngettext(msgid1, msgid2, n)
        return msgid1 if n == 1 else msgid2

    def pgettext(self, context, message):
        if self._fallback:
            return self._fallback.pgettext(context, message)
        return message

    def npgettext(self, context, msgid1, msgid2, n):
        if self._fallback:
            return self._fallback.npgettext(context, msgid1, msgid2, n)
        return msgid1 if n == 1 else msgid2

    def info(self):
        return self._info

    def charset(self):
        return self._charset

    def install(self, names=None):
        import builtins
        builtins.__dict__["_"] = self.gettext
        if names is not None:
            for name in ("gettext", "ngettext", "pgettext", "npgettext"):
                if name in names:
                    builtins.__dict__[name] = getattr(self, name)


class GNUTranslations(NullTranslations):
    """A GNU .mo catalogue: its messages, header (info, charset) and plural rule."""

    LE_MAGIC = 0x950412DE
    BE_MAGIC = 0xDE120495
    CONTEXT = "%s\x04%s"
    VERSIONS = (0, 1)

    def _get_versions(self, version):
        return version >> 16, version & 0xFFFF

    def _parse(self, fp):
        import struct
        self._catalog = catalog = {}
        self.plural = lambda n: int(n != 1)
        buf = fp.read()
        filename = getattr(fp, "name", "")
        magic = struct.unpack("<I", buf[:4])[0]
        if magic == self.LE_MAGIC:
            order = "<"
        elif magic == self.BE_MAGIC:
            order = ">"
        else:
            raise OSError(0, "Bad magic number", filename)
        version, count, masteridx, transidx = struct.unpack(order + "4I", buf[4:20])
        major, minor = self._get_versions(version)
        if major not in self.VERSIONS:
            raise OSError(0, "Bad version number " + str(major), filename)
        for i in range(count):
            mlen, moff = struct.unpack(order + "2I", buf[masteridx + 8 * i:masteridx + 8 * i + 8])
            tlen, toff = struct.unpack(order + "2I", buf[transidx + 8 * i:transidx + 8 * i + 8])
            if moff + mlen > len(buf) or toff + tlen > len(buf):
                raise OSError(0, "File is corrupt", filename)
            msg = buf[moff:moff + mlen]
            tmsg = buf[toff:toff + tlen]
            if mlen == 0:
                self._read_header(tmsg)
            charset = self._charset or "ascii"
            if b"\x00" in msg:
                msgid1 = msg.split(b"\x00")[0]
                forms = tmsg.split(b"\x00")
                key = str(msgid1, charset)
                for j, form in enumerate(forms):
                    catalog[(key, j)] = str(form, charset)
            else:
                catalog[str(msg, charset)] = str(tmsg, charset)

    def _read_header(self, tmsg):
        last_key = None
        for line in tmsg.decode(self._charset or "ascii").split("\n"):
            line = line.strip()
            if not line:
                continue
            if line.startswith("#-#-#-#-#") and line.endswith("#-#-#-#-#"):
                continue
            key = value = None
            if ":" in line:
                key, value = line.split(":", 1)
                key = key.strip().lower()
                value = value.strip()
                self._info[key] = value
                last_key = key
            elif last_key:
                self._info[last_key] += "\n" + line
            if key == "content-type":
                self._charset = value.split("charset=")[1]
            elif key == "plural-forms":
                rule = value.split(";")[1].split("plural=")[1]
                self.plural = c2py(rule)

    def gettext(self, message):
        missing = object()
        tmsg = self._catalog.get(message, missing)
        if tmsg is missing:
            tmsg = self._catalog.get((message, self.plural(1)), missing)
        if tmsg is not missing:
            return tmsg
        if self._fallback:
            return self._fallback.gettext(message)
        return message

    def ngettext(self, msgid1, msgid2, n):
        try:
            return self._catalog[(msgid1, self.plural(n))]
        except KeyError:
            if self._fallback:
                return self._fallback.ngettext(msgid1, msgid2, n)
            return msgid1 if n == 1 else msgid2

    def pgettext(self, context, message):
        key = self.CONTEXT % (context, message)
        missing = object()
        tmsg = self._catalog.get(key, missing)
        if tmsg is missing:
            tmsg = self._catalog.get((key, self.plural(1)), missing)
        if tmsg is not missing:
            return tmsg
        if self._fallback:
            return self._fallback.pgettext(context, message)
        return message

    def npgettext(self, context, msgid1, msgid2, n):
        key = self.CONTEXT % (context, msgid1)
        try:
            return self._catalog[(key, self.plural(n))]
        except KeyError:
            if self._fallback:
                return self._fallback.npgettext(context, msgid1, msgid2, n)
            return msgid1 if n == 1 else msgid2


# ---- finding and loading catalogues

def find(domain, localedir=None, languages=None, all=False):
    """The .mo file(s) of domain for the first language found (or every one, with all=True)."""
    if localedir is None:
        localedir = _default_localedir
    if languages is None:
        languages = []
        for envar in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
            val = os.environ.get(envar)
            if val:
                languages = val.split(":")
                break
        if "C" not in languages:
            languages.append("C")
    nelangs = []
    for lang in languages:
        for nelang in _expand_lang(lang):
            if nelang not in nelangs:
                nelangs.append(nelang)
    result = [] if all else None
    for lang in nelangs:
        if lang == "C":
            break
        mofile = os.path.join(localedir, lang, "LC_MESSAGES", "%s.mo" % domain)
        if os.path.exists(mofile):
            if all:
                result.append(mofile)
            else:
                return mofile
    return result


_translations = {}


def translation(domain, localedir=None, languages=None, class_=None, fallback=False):
    """The translations of domain, a chain over every catalogue found; with fallback=True a
    NullTranslations where there is none (else FileNotFoundError)."""
    if class_ is None:
        class_ = GNUTranslations
    mofiles = find(domain, localedir, languages, all=True)
    if not mofiles:
        if fallback:
            return NullTranslations()
        import errno
        raise FileNotFoundError(errno.ENOENT, "No translation file found for domain", domain)
    result = None
    for mofile in mofiles:
        key = (class_, os.path.abspath(mofile) if hasattr(os.path, "abspath") else mofile)
        t = _translations.get(key)
        if t is None:
            with open(mofile, "rb") as fp:
                t = _translations.setdefault(key, class_(fp))
        import copy
        t = copy.copy(t)
        if result is None:
            result = t
        else:
            result.add_fallback(t)
    return result


Catalog = translation


def install(domain, localedir=None, *, names=None):
    translation(domain, localedir, fallback=True).install(names)


_localedirs = {}
_current_domain = "messages"


def textdomain(domain=None):
    global _current_domain
    if domain is not None:
        _current_domain = domain
    return _current_domain


def bindtextdomain(domain, localedir=None):
    if localedir is not None:
        _localedirs[domain] = localedir
    return _localedirs.get(domain, _default_localedir)


def _domain_translation(domain):
    try:
        return translation(domain, _localedirs.get(domain, None))
    except OSError:
        return None


def dgettext(domain, message):
    t = _domain_translation(domain)
    return message if t is None else t.gettext(message)


def dngettext(domain, msgid1, msgid2, n):
    t = _domain_translation(domain)
    if t is None:
        return msgid1 if n == 1 else msgid2
    return t.ngettext(msgid1, msgid2, n)


def dpgettext(domain, context, message):
    t = _domain_translation(domain)
    return message if t is None else t.pgettext(context, message)


def dnpgettext(domain, context, msgid1, msgid2, n):
    t = _domain_translation(domain)
    if t is None:
        return msgid1 if n == 1 else msgid2
    return t.npgettext(context, msgid1, msgid2, n)


def gettext(message):
    return dgettext(_current_domain, message)


def ngettext(msgid1, msgid2, n):
    return dngettext(_current_domain, msgid1, msgid2, n)


def pgettext(context, message):
    return dpgettext(_current_domain, context, message)


def npgettext(context, msgid1, msgid2, n):
    return dnpgettext(_current_domain, context, msgid1, msgid2, n)
