"""unicodedata for the Latin scripts (CPython's module, Unicode 14.0 data, part of the table).

Covers U+0000-U+036F: Basic Latin, Latin-1, Latin Extended-A/B, IPA, the spacing modifiers and
the combining diacritical marks, which is what stripping accents from Latin names needs (the
PyTorch char-RNN tutorial's `unicodeToAscii`, the `normalize('NFKD', s).encode('ascii', 'ignore')`
idiom). normalize() does all four forms (NFD/NFKD decompose and order the marks, NFC/NFKC then
recompose, Latin Extended Additional's composites included); decomposition() and is_normalized()
answer from the same tables; category() and combining() answer for the covered code points.
Anything outside that range, name() and the other property tables raise NotImplementedError
naming what is missing.
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

# Canonical composition pairs: a composite's full decomposition ends in one mark, and the rest
# is itself a character's full decomposition (or a single character), so the immediate pair is
# (that character, the last mark). Singletons and decompositions that start with a non-starter
# are never recomposed (Unicode's composition exclusions in this range).
_FULL_TO_CHAR = {v: k for k, v in _DECOMPOSE.items() if len(v) > 1}
_PAIR = {}
_IMMEDIATE = {}
for _c, _full in _DECOMPOSE.items():
    if len(_full) == 1:
        _IMMEDIATE[_c] = _full
        continue
    _first = _full[0] if len(_full) == 2 else _FULL_TO_CHAR[_full[:-1]]
    _IMMEDIATE[_c] = _first + _full[-1]
    if ord(_full[0]) < 0x300 or ord(_full[0]) > 0x36F:
        _PAIR[(_first, _full[-1])] = _c
del _c, _full, _first

_COMPAT_TABLE = (
    "00A0:noBreak:0020;00A8:compat:0020 0308;00AA:super:0061;00AF:compat:0020 0304;"
    "00B2:super:0032;00B3:super:0033;00B4:compat:0020 0301;00B5:compat:03BC;"
    "00B8:compat:0020 0327;00B9:super:0031;00BA:super:006F;00BC:fraction:0031 2044 0034;"
    "00BD:fraction:0031 2044 0032;00BE:fraction:0033 2044 0034;0132:compat:0049 004A;"
    "0133:compat:0069 006A;013F:compat:004C 00B7;0140:compat:006C 00B7;0149:compat:02BC 006E;"
    "017F:compat:0073;01C4:compat:0044 017D;01C5:compat:0044 017E;01C6:compat:0064 017E;"
    "01C7:compat:004C 004A;01C8:compat:004C 006A;01C9:compat:006C 006A;01CA:compat:004E 004A;"
    "01CB:compat:004E 006A;01CC:compat:006E 006A;01F1:compat:0044 005A;01F2:compat:0044 007A;"
    "01F3:compat:0064 007A;02B0:super:0068;02B1:super:0266;02B2:super:006A;02B3:super:0072;"
    "02B4:super:0279;02B5:super:027B;02B6:super:0281;02B7:super:0077;02B8:super:0079;"
    "02D8:compat:0020 0306;02D9:compat:0020 0307;02DA:compat:0020 030A;02DB:compat:0020 0328;"
    "02DC:compat:0020 0303;02DD:compat:0020 030B;02E0:super:0263;02E1:super:006C;"
    "02E2:super:0073;02E3:super:0078;02E4:super:0295"
)

# The compatibility decompositions of the covered range: char -> (tag, its characters).
_COMPAT = {}
for _entry in _COMPAT_TABLE.split(";"):
    _code, _tag, _chars = _entry.split(":")
    _COMPAT[chr(int(_code, 16))] = (_tag, "".join(chr(int(h, 16)) for h in _chars.split()))
del _entry, _code, _tag, _chars

# The canonical composites outside the covered range whose pair is made of covered characters
# (or of such composites): Latin Extended Additional, a few Greek and math signs. Each entry is
# 12 hex digits: the composite, its first and its second character.
251
_OUTSIDE_PAIRS = (
    "038500A803011E00004103251E01006103251E02004203071E03006203071E04004203231E0500620323"
    "1E06004203311E07006203311E0800C703011E0900E703011E0A004403071E0B006403071E0C00440323"
    "1E0D006403231E0E004403311E0F006403311E10004403271E11006403271E120044032D1E130064032D"
    "1E14011203001E15011303001E16011203011E17011303011E180045032D1E190065032D1E1A00450330"
    "1E1B006503301E1C022803061E1D022903061E1E004603071E1F006603071E20004703041E2100670304"
    "1E22004803071E23006803071E24004803231E25006803231E26004803081E27006803081E2800480327"
    "1E29006803271E2A0048032E1E2B0068032E1E2C004903301E2D006903301E2E00CF03011E2F00EF0301"
    "1E30004B03011E31006B03011E32004B03231E33006B03231E34004B03311E35006B03311E36004C0323"
    "1E37006C03231E381E3603041E391E3703041E3A004C03311E3B006C03311E3C004C032D1E3D006C032D"
    "1E3E004D03011E3F006D03011E40004D03071E41006D03071E42004D03231E43006D03231E44004E0307"
    "1E45006E03071E46004E03231E47006E03231E48004E03311E49006E03311E4A004E032D1E4B006E032D"
    "1E4C00D503011E4D00F503011E4E00D503081E4F00F503081E50014C03001E51014D03001E52014C0301"
    "1E53014D03011E54005003011E55007003011E56005003071E57007003071E58005203071E5900720307"
    "1E5A005203231E5B007203231E5C1E5A03041E5D1E5B03041E5E005203311E5F007203311E6000530307"
    "1E61007303071E62005303231E63007303231E64015A03071E65015B03071E66016003071E6701610307"
    "1E681E6203071E691E6303071E6A005403071E6B007403071E6C005403231E6D007403231E6E00540331"
    "1E6F007403311E700054032D1E710074032D1E72005503241E73007503241E74005503301E7500750330"
    "1E760055032D1E770075032D1E78016803011E79016903011E7A016A03081E7B016B03081E7C00560303"
    "1E7D007603031E7E005603231E7F007603231E80005703001E81007703001E82005703011E8300770301"
    "1E84005703081E85007703081E86005703071E87007703071E88005703231E89007703231E8A00580307"
    "1E8B007803071E8C005803081E8D007803081E8E005903071E8F007903071E90005A03021E91007A0302"
    "1E92005A03231E93007A03231E94005A03311E95007A03311E96006803311E97007403081E980077030A"
    "1E990079030A1E9B017F03071EA0004103231EA1006103231EA2004103091EA3006103091EA400C20301"
    "1EA500E203011EA600C203001EA700E203001EA800C203091EA900E203091EAA00C203031EAB00E20303"
    "1EAC1EA003021EAD1EA103021EAE010203011EAF010303011EB0010203001EB1010303001EB201020309"
    "1EB3010303091EB4010203031EB5010303031EB61EA003061EB71EA103061EB8004503231EB900650323"
    "1EBA004503091EBB006503091EBC004503031EBD006503031EBE00CA03011EBF00EA03011EC000CA0300"
    "1EC100EA03001EC200CA03091EC300EA03091EC400CA03031EC500EA03031EC61EB803021EC71EB90302"
    "1EC8004903091EC9006903091ECA004903231ECB006903231ECC004F03231ECD006F03231ECE004F0309"
    "1ECF006F03091ED000D403011ED100F403011ED200D403001ED300F403001ED400D403091ED500F40309"
    "1ED600D403031ED700F403031ED81ECC03021ED91ECD03021EDA01A003011EDB01A103011EDC01A00300"
    "1EDD01A103001EDE01A003091EDF01A103091EE001A003031EE101A103031EE201A003231EE301A10323"
    "1EE4005503231EE5007503231EE6005503091EE7007503091EE801AF03011EE901B003011EEA01AF0300"
    "1EEB01B003001EEC01AF03091EED01B003091EEE01AF03031EEF01B003031EF001AF03231EF101B00323"
    "1EF2005903001EF3007903001EF4005903231EF5007903231EF6005903091EF7007903091EF800590303"
    "1EF9007903031FC100A803421FED00A803002260003D0338226E003C0338226F003E0338"
)

_OUTSIDE_DECOMP = {}
for _i in range(0, len("".join(_OUTSIDE_PAIRS)), 12):
    _e = "".join(_OUTSIDE_PAIRS)[_i:_i + 12]
    _comp, _a, _b = (chr(int(_e[k:k + 4], 16)) for k in (0, 4, 8))
    _OUTSIDE_DECOMP[_comp] = _a + _b
    _PAIR[(_a, _b)] = _comp
del _i, _e, _comp, _a, _b

# Characters outside the covered range that the tables produce or decompose: all starters
# (combining class 0).
_OUTSIDE_STARTERS = frozenset("\u03bc\u2044").union(_OUTSIDE_DECOMP)


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


def _ccc(ch):
    if ch in _OUTSIDE_STARTERS:
        return 0
    return combining(ch)


def _decompose_char(ch, compat, out):
    if ch in _OUTSIDE_DECOMP:
        for part in _OUTSIDE_DECOMP[ch]:
            _decompose_char(part, compat, out)
        return
    if ch in _OUTSIDE_STARTERS:
        out.append(ch)
        return
    _char("normalize", ch)
    if compat and ch in _COMPAT:
        for part in _COMPAT[ch][1]:
            _decompose_char(part, compat, out)
    else:
        out.extend(_DECOMPOSE.get(ch, ch))


def _decompose(unistr, compat):
    out = []
    for ch in unistr:
        _decompose_char(ch, compat, out)
    # Canonical ordering: a stable sort of each run of marks by combining class.
    i = 0
    while i < len(out):
        if _ccc(out[i]) == 0:
            i += 1
            continue
        j = i
        while j < len(out) and _ccc(out[j]) != 0:
            j += 1
        out[i:j] = sorted(out[i:j], key=_ccc)
        i = j
    return out


def _compose(chars):
    out = []
    starter = None  # index in out of the last starter
    last_ccc = 0
    for ch in chars:
        ccc = _ccc(ch)
        if starter is not None:
            # ch reaches the starter unless a mark of the same or a higher class (or a
            # starter) stands between them.
            adjacent = starter == len(out) - 1
            if adjacent or (last_ccc != 0 and last_ccc < ccc):
                composite = _PAIR.get((out[starter], ch))
                if composite is not None:
                    out[starter] = composite
                    continue
        if ccc == 0:
            starter = len(out)
            last_ccc = 0
        else:
            last_ccc = ccc
        out.append(ch)
    return out


def normalize(form, unistr):
    """'NFD'/'NFKD': (compatibility) decomposition and canonical ordering; 'NFC'/'NFKC' then
    recompose the canonical pairs."""
    for n, arg in ((1, form), (2, unistr)):
        if not isinstance(arg, str):
            raise TypeError("normalize() argument %d must be str, not %s" % (n, type(arg).__name__))
    if form not in ("NFC", "NFKC", "NFD", "NFKD"):
        raise ValueError("invalid normalization form")
    chars = _decompose(unistr, form in ("NFKC", "NFKD"))
    if form in ("NFC", "NFKC"):
        chars = _compose(chars)
    return "".join(chars)


def is_normalized(form, unistr):
    """Whether normalize(form, unistr) would give unistr back."""
    if not isinstance(form, str):
        raise TypeError("is_normalized() argument 1 must be str, not %s" % type(form).__name__)
    if not isinstance(unistr, str):
        raise TypeError("is_normalized() argument 2 must be str, not %s" % type(unistr).__name__)
    return normalize(form, unistr) == unistr


def decomposition(chr):
    """The character's immediate decomposition as hex code points, a compatibility one tagged
    ('<compat> 0020 0308'); '' when it has none."""
    if isinstance(chr, str) and chr in _OUTSIDE_DECOMP:
        return " ".join("%04X" % ord(c) for c in _OUTSIDE_DECOMP[chr])
    _char("decomposition", chr)
    if chr in _COMPAT:
        tag, chars = _COMPAT[chr]
        return "<%s> %s" % (tag, " ".join("%04X" % ord(c) for c in chars))
    if chr in _IMMEDIATE:
        return " ".join("%04X" % ord(c) for c in _IMMEDIATE[chr])
    return ""


# ---- Numeric values: a decimal digit's value is int()'s (the VM knows every Nd digit); other
# digits and numeric characters need the tables' values.

_NO_DEFAULT = object()


def _check_chr(chr_, fname):
    if not isinstance(chr_, str):
        raise TypeError("%s() argument 1 must be a unicode character, not %s"
                        % (fname, type(chr_).__name__))
    if len(chr_) != 1:
        raise TypeError("%s() argument 1 must be a unicode character, not str" % fname)


# The numeric characters that are not decimal digits in the Latin-1, superscript/subscript,
# number-form (fractions, Roman numerals), enclosed and dingbat-circled blocks, and CJK numerals
# (Unicode 14.0's values): runs of (first code point, length, numerator of the first,
# denominator, whether they are digits); values in a run go up by one.
_NUMERIC_RUNS = (
    (0xB2, 2, 2, 1, True), (0xB9, 1, 1, 1, True), (0xBC, 1, 1, 4, False), (0xBD, 1, 1, 2, False),
    (0xBE, 1, 3, 4, False), (0x2070, 1, 0, 1, True), (0x2074, 6, 4, 1, True),
    (0x2080, 10, 0, 1, True), (0x2150, 1, 1, 7, False), (0x2151, 1, 1, 9, False),
    (0x2152, 1, 1, 10, False), (0x2153, 2, 1, 3, False), (0x2155, 4, 1, 5, False),
    (0x2159, 1, 1, 6, False), (0x215A, 1, 5, 6, False), (0x215B, 1, 1, 8, False),
    (0x215C, 1, 3, 8, False), (0x215D, 1, 5, 8, False), (0x215E, 1, 7, 8, False),
    (0x215F, 1, 1, 1, False), (0x2160, 12, 1, 1, False), (0x216C, 1, 50, 1, False),
    (0x216D, 1, 100, 1, False), (0x216E, 1, 500, 1, False), (0x216F, 1, 1000, 1, False),
    (0x2170, 12, 1, 1, False), (0x217C, 1, 50, 1, False), (0x217D, 1, 100, 1, False),
    (0x217E, 1, 500, 1, False), (0x217F, 1, 1000, 1, False), (0x2180, 1, 1000, 1, False),
    (0x2181, 1, 5000, 1, False), (0x2182, 1, 10000, 1, False), (0x2185, 1, 6, 1, False),
    (0x2186, 1, 50, 1, False), (0x2187, 1, 50000, 1, False), (0x2188, 1, 100000, 1, False),
    (0x2189, 1, 0, 1, False), (0x2460, 9, 1, 1, True), (0x2469, 11, 10, 1, False),
    (0x2474, 9, 1, 1, True), (0x247D, 11, 10, 1, False), (0x2488, 9, 1, 1, True),
    (0x2491, 11, 10, 1, False), (0x24EA, 1, 0, 1, True), (0x24EB, 10, 11, 1, False),
    (0x24F5, 9, 1, 1, True), (0x24FE, 1, 10, 1, False), (0x24FF, 1, 0, 1, True),
    (0x2776, 9, 1, 1, True), (0x277F, 1, 10, 1, False), (0x2780, 9, 1, 1, True),
    (0x2789, 1, 10, 1, False), (0x278A, 9, 1, 1, True), (0x2793, 1, 10, 1, False),
    (0x3007, 1, 0, 1, False), (0x3021, 9, 1, 1, False),
)


def _numeric_entry(ch):
    # (numerator, denominator, is_digit) of a non-decimal numeric character, or None.
    cp = ord(ch)
    for first, length, num, den, is_digit in _NUMERIC_RUNS:
        if first <= cp < first + length:
            return num + cp - first, den, is_digit
    return None


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
    entry = _numeric_entry(chr)
    if entry is not None and entry[2]:
        return entry[0]
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
    entry = _numeric_entry(chr)
    if entry is not None:
        return entry[0] / entry[1]
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
bidirectional = _no_table("bidirectional")
east_asian_width = _no_table("east_asian_width")
mirrored = _no_table("mirrored")

__all__ += ["decimal", "digit", "numeric", "name", "lookup", "decomposition", "bidirectional",
            "east_asian_width", "mirrored", "is_normalized"]
