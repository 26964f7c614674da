"""unicodedata for the Latin scripts (CPython's module, Unicode 14.0 data, part of the table).

Covers U+0000-U+036F: Basic Latin, Latin-1, Latin Extended-A/B, IPA, the spacing modifiers and
the combining diacritical marks, which is what stripping accents from Latin names needs (the
PyTorch char-RNN tutorial's `unicodeToAscii`). normalize() does 'NFD' (canonical decomposition and
ordering); category() and combining() answer for the covered code points. Anything outside that
range, and the other normalization forms, raise NotImplementedError naming what is missing.
"""

__all__ = ["category", "combining", "normalize", "unidata_version"]

unidata_version = "14.0.0"

_COVERED = 0x370  # code points below this are in the tables

_DECOMPOSITIONS = (
    "\u00c0A\u0300|\u00c1A\u0301|\u00c2A\u0302|\u00c3A\u0303|\u00c4A\u0308|\u00c5A\u030a|"
    "\u00c7C\u0327|\u00c8E\u0300|\u00c9E\u0301|\u00caE\u0302|\u00cbE\u0308|\u00ccI\u0300|"
    "\u00cdI\u0301|\u00ceI\u0302|\u00cfI\u0308|\u00d1N\u0303|\u00d2O\u0300|\u00d3O\u0301|"
    "\u00d4O\u0302|\u00d5O\u0303|\u00d6O\u0308|\u00d9U\u0300|\u00daU\u0301|\u00dbU\u0302|"
    "\u00dcU\u0308|\u00ddY\u0301|\u00e0a\u0300|\u00e1a\u0301|\u00e2a\u0302|\u00e3a\u0303|"
    "\u00e4a\u0308|\u00e5a\u030a|\u00e7c\u0327|\u00e8e\u0300|\u00e9e\u0301|\u00eae\u0302|"
    "\u00ebe\u0308|\u00eci\u0300|\u00edi\u0301|\u00eei\u0302|\u00efi\u0308|\u00f1n\u0303|"
    "\u00f2o\u0300|\u00f3o\u0301|\u00f4o\u0302|\u00f5o\u0303|\u00f6o\u0308|\u00f9u\u0300|"
    "\u00fau\u0301|\u00fbu\u0302|\u00fcu\u0308|\u00fdy\u0301|\u00ffy\u0308|\u0100A\u0304|"
    "\u0101a\u0304|\u0102A\u0306|\u0103a\u0306|\u0104A\u0328|\u0105a\u0328|\u0106C\u0301|"
    "\u0107c\u0301|\u0108C\u0302|\u0109c\u0302|\u010aC\u0307|\u010bc\u0307|\u010cC\u030c|"
    "\u010dc\u030c|\u010eD\u030c|\u010fd\u030c|\u0112E\u0304|\u0113e\u0304|\u0114E\u0306|"
    "\u0115e\u0306|\u0116E\u0307|\u0117e\u0307|\u0118E\u0328|\u0119e\u0328|\u011aE\u030c|"
    "\u011be\u030c|\u011cG\u0302|\u011dg\u0302|\u011eG\u0306|\u011fg\u0306|\u0120G\u0307|"
    "\u0121g\u0307|\u0122G\u0327|\u0123g\u0327|\u0124H\u0302|\u0125h\u0302|\u0128I\u0303|"
    "\u0129i\u0303|\u012aI\u0304|\u012bi\u0304|\u012cI\u0306|\u012di\u0306|\u012eI\u0328|"
    "\u012fi\u0328|\u0130I\u0307|\u0134J\u0302|\u0135j\u0302|\u0136K\u0327|\u0137k\u0327|"
    "\u0139L\u0301|\u013al\u0301|\u013bL\u0327|\u013cl\u0327|\u013dL\u030c|\u013el\u030c|"
    "\u0143N\u0301|\u0144n\u0301|\u0145N\u0327|\u0146n\u0327|\u0147N\u030c|\u0148n\u030c|"
    "\u014cO\u0304|\u014do\u0304|\u014eO\u0306|\u014fo\u0306|\u0150O\u030b|\u0151o\u030b|"
    "\u0154R\u0301|\u0155r\u0301|\u0156R\u0327|\u0157r\u0327|\u0158R\u030c|\u0159r\u030c|"
    "\u015aS\u0301|\u015bs\u0301|\u015cS\u0302|\u015ds\u0302|\u015eS\u0327|\u015fs\u0327|"
    "\u0160S\u030c|\u0161s\u030c|\u0162T\u0327|\u0163t\u0327|\u0164T\u030c|\u0165t\u030c|"
    "\u0168U\u0303|\u0169u\u0303|\u016aU\u0304|\u016bu\u0304|\u016cU\u0306|\u016du\u0306|"
    "\u016eU\u030a|\u016fu\u030a|\u0170U\u030b|\u0171u\u030b|\u0172U\u0328|\u0173u\u0328|"
    "\u0174W\u0302|\u0175w\u0302|\u0176Y\u0302|\u0177y\u0302|\u0178Y\u0308|\u0179Z\u0301|"
    "\u017az\u0301|\u017bZ\u0307|\u017cz\u0307|\u017dZ\u030c|\u017ez\u030c|\u01a0O\u031b|"
    "\u01a1o\u031b|\u01afU\u031b|\u01b0u\u031b|\u01cdA\u030c|\u01cea\u030c|\u01cfI\u030c|"
    "\u01d0i\u030c|\u01d1O\u030c|\u01d2o\u030c|\u01d3U\u030c|\u01d4u\u030c|\u01d5U\u0308\u0304|"
    "\u01d6u\u0308\u0304|\u01d7U\u0308\u0301|\u01d8u\u0308\u0301|\u01d9U\u0308\u030c|"
    "\u01dau\u0308\u030c|\u01dbU\u0308\u0300|\u01dcu\u0308\u0300|\u01deA\u0308\u0304|"
    "\u01dfa\u0308\u0304|\u01e0A\u0307\u0304|\u01e1a\u0307\u0304|\u01e2\u00c6\u0304|"
    "\u01e3\u00e6\u0304|\u01e6G\u030c|\u01e7g\u030c|\u01e8K\u030c|\u01e9k\u030c|\u01eaO\u0328|"
    "\u01ebo\u0328|\u01ecO\u0328\u0304|\u01edo\u0328\u0304|\u01ee\u01b7\u030c|"
    "\u01ef\u0292\u030c|\u01f0j\u030c|\u01f4G\u0301|\u01f5g\u0301|\u01f8N\u0300|\u01f9n\u0300|"
    "\u01faA\u030a\u0301|\u01fba\u030a\u0301|\u01fc\u00c6\u0301|\u01fd\u00e6\u0301|"
    "\u01fe\u00d8\u0301|\u01ff\u00f8\u0301|\u0200A\u030f|\u0201a\u030f|\u0202A\u0311|"
    "\u0203a\u0311|\u0204E\u030f|\u0205e\u030f|\u0206E\u0311|\u0207e\u0311|\u0208I\u030f|"
    "\u0209i\u030f|\u020aI\u0311|\u020bi\u0311|\u020cO\u030f|\u020do\u030f|\u020eO\u0311|"
    "\u020fo\u0311|\u0210R\u030f|\u0211r\u030f|\u0212R\u0311|\u0213r\u0311|\u0214U\u030f|"
    "\u0215u\u030f|\u0216U\u0311|\u0217u\u0311|\u0218S\u0326|\u0219s\u0326|\u021aT\u0326|"
    "\u021bt\u0326|\u021eH\u030c|\u021fh\u030c|\u0226A\u0307|\u0227a\u0307|\u0228E\u0327|"
    "\u0229e\u0327|\u022aO\u0308\u0304|\u022bo\u0308\u0304|\u022cO\u0303\u0304|"
    "\u022do\u0303\u0304|\u022eO\u0307|\u022fo\u0307|\u0230O\u0307\u0304|\u0231o\u0307\u0304|"
    "\u0232Y\u0304|\u0233y\u0304|\u0340\u0300|\u0341\u0301|\u0343\u0313|\u0344\u0308\u0301"
)

_CATEGORIES = (
    "CcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcZsPoPoPoScPoPoPoPsPePoSmPo"
    "PdPoPoNdNdNdNdNdNdNdNdNdNdPoPoSmSmSmPoPoLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLu"
    "LuPsPoPeSkPcSkLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlPsSmPeSmCcCcCcCcCcCcCcCc"
    "CcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcZsPoScScScScSoPoSkSoLoPiSmCfSoSkSoSmNoNo"
    "SkLlPoPoSkNoLoPfNoNoNoPoLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuLuSmLuLuLuLuLuLuLuLlLl"
    "LlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlSmLlLlLlLlLlLlLlLlLuLlLuLlLuLlLuLlLuLlLuLlLuLl"
    "LuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLlLuLl"
    "LuLlLuLlLuLlLuLlLuLlLuLlLuLlLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLl"
    "LuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLuLlLuLlLuLlLlLlLuLuLlLuLlLuLuLlLuLuLuLlLlLuLuLuLuLlLuLu"
    "LlLuLuLuLlLlLlLuLuLlLuLuLlLuLlLuLlLuLuLlLuLlLlLuLlLuLuLlLuLuLuLlLuLlLuLuLlLlLoLuLlLlLlLoLo"
    "LoLoLuLtLlLuLtLlLuLtLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLu"
    "LlLlLuLtLlLuLlLuLuLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLl"
    "LuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLuLlLlLlLlLlLlLlLuLuLlLuLuLlLlLuLlLuLuLuLuLlLu"
    "LlLuLlLuLlLuLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLl"
    "LlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLlLoLlLlLlLlLlLlLlLlLlLlLlLlLlLl"
    "LlLlLlLlLlLlLlLlLlLlLlLlLlLmLmLmLmLmLmLmLmLmLmLmLmLmLmLmLmLmLmSkSkSkSkLmLmLmLmLmLmLmLmLmLm"
    "LmLmSkSkSkSkSkSkSkSkSkSkSkSkSkSkLmLmLmLmLmSkSkSkSkSkSkSkLmSkLmSkSkSkSkSkSkSkSkSkSkSkSkSkSk"
    "SkSkSkMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMn"
    "MnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMn"
    "MnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMnMn"
)

_COMBINING = (
    {0x315: 232, 0x316: 220, 0x317: 220, 0x318: 220, 0x319: 220, 0x31a: 232, 0x31b: 216, 0x31c:
    220, 0x31d: 220, 0x31e: 220, 0x31f: 220, 0x320: 220, 0x321: 202, 0x322: 202, 0x323: 220,
    0x324: 220, 0x325: 220, 0x326: 220, 0x327: 202, 0x328: 202, 0x329: 220, 0x32a: 220, 0x32b:
    220, 0x32c: 220, 0x32d: 220, 0x32e: 220, 0x32f: 220, 0x330: 220, 0x331: 220, 0x332: 220,
    0x333: 220, 0x334: 1, 0x335: 1, 0x336: 1, 0x337: 1, 0x338: 1, 0x339: 220, 0x33a: 220, 0x33b:
    220, 0x33c: 220, 0x345: 240, 0x347: 220, 0x348: 220, 0x349: 220, 0x34d: 220, 0x34e: 220,
    0x353: 220, 0x354: 220, 0x355: 220, 0x356: 220, 0x358: 232, 0x359: 220, 0x35a: 220, 0x35c:
    233, 0x35d: 234, 0x35e: 234, 0x35f: 233, 0x360: 234, 0x361: 234, 0x362: 233}
)

_DECOMPOSE = {e[0]: e[1:] for e in "".join(_DECOMPOSITIONS).split("|")}


def _char(fname, chr_):
    if not isinstance(chr_, str):
        raise TypeError(fname + "() argument must be a unicode character, not "
                        + type(chr_).__name__)
    if len(chr_) != 1:
        raise TypeError(fname + "() argument must be a unicode character, not str")
    code = ord(chr_)
    if code >= _COVERED:
        raise NotImplementedError("unicodedata." + fname + " of U+%04X: the playground's table "
                                  "covers U+0000-U+036F only" % code)
    return code


def category(chr):
    """The general category, e.g. 'Lu', 'Ll', 'Mn'."""
    code = _char("category", chr)
    return _CATEGORIES[2 * code:2 * code + 2]


def combining(chr):
    """The canonical combining class (0 for starters)."""
    code = _char("combining", chr)
    if code < 0x300:
        return 0
    return _COMBINING.get(code, 0 if code == 0x34F else 230)


def normalize(form, unistr):
    """'NFD': every character decomposed, runs of combining marks in canonical order."""
    for n, arg in ((1, form), (2, unistr)):
        if not isinstance(arg, str):
            raise TypeError("normalize() argument %d must be str, not %s" % (n, type(arg).__name__))
    if form not in ("NFC", "NFKC", "NFD", "NFKD"):
        raise ValueError("invalid normalization form")
    if form != "NFD":
        raise NotImplementedError("unicodedata.normalize('" + form + "', ...) is not provided "
                                  "in the playground yet (only 'NFD')")
    out = []
    for ch in unistr:
        _char("normalize", ch)
        out.extend(_DECOMPOSE.get(ch, ch))
    # Canonical ordering: a stable sort of each run of marks by combining class.
    i = 0
    while i < len(out):
        if combining(out[i]) == 0:
            i += 1
            continue
        j = i
        while j < len(out) and combining(out[j]) != 0:
            j += 1
        out[i:j] = sorted(out[i:j], key=combining)
        i = j
    return "".join(out)


# ---- Numeric values: a decimal digit's value is int()'s (the VM knows every Nd digit); other
# digits and numeric characters need the tables' values.

_NO_DEFAULT = object()


def _check_chr(chr_, fname):
    if not isinstance(chr_, str):
        raise TypeError("%s() argument 1 must be a unicode character, not %s"
                        % (fname, type(chr_).__name__))
    if len(chr_) != 1:
        raise TypeError("%s() argument 1 must be a unicode character, not str" % fname)


def decimal(chr, default=_NO_DEFAULT):
    _check_chr(chr, "decimal")
    if chr.isdecimal():
        return int(chr)
    if default is _NO_DEFAULT:
        raise ValueError("not a decimal")
    return default


def digit(chr, default=_NO_DEFAULT):
    _check_chr(chr, "digit")
    if chr.isdecimal():
        return int(chr)
    if chr.isdigit():
        raise NotImplementedError("unicodedata.digit of %r: the playground's table has no "
                                  "values for digits that are not decimal" % chr)
    if default is _NO_DEFAULT:
        raise ValueError("not a digit")
    return default


def numeric(chr, default=_NO_DEFAULT):
    _check_chr(chr, "numeric")
    if chr.isdecimal():
        return float(int(chr))
    if chr.isnumeric():
        raise NotImplementedError("unicodedata.numeric of %r: the playground's table has no "
                                  "values for numeric characters that are not decimal" % chr)
    if default is _NO_DEFAULT:
        raise ValueError("not a numeric character")
    return default


def _no_table(fname):
    def refuse(*args, **kwargs):
        raise NotImplementedError("unicodedata.%s is not provided in the playground (no "
                                  "character-name or property tables)" % fname)
    refuse.__name__ = fname
    return refuse


name = _no_table("name")
lookup = _no_table("lookup")
decomposition = _no_table("decomposition")
bidirectional = _no_table("bidirectional")
east_asian_width = _no_table("east_asian_width")
mirrored = _no_table("mirrored")
is_normalized = _no_table("is_normalized")

__all__ += ["decimal", "digit", "numeric", "name", "lookup", "decomposition", "bidirectional",
            "east_asian_width", "mirrored", "is_normalized"]
