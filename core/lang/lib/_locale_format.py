"""locale's formatting, parsing and name normalisation (CPython 3.11's behaviour over the C
locale's conventions); `locale` re-exports everything here."""

import warnings as _warnings

# Common locale names (lowercase, encoding without '-'/'_') -> the normalised name: a part of
# CPython's table (CPython knows some 600 names; a name missing here is returned as given).
locale_alias = {
    'c': 'C',
    'posix': 'C',
    'c.utf8': 'en_US.UTF-8',
    'c.ascii': 'C',
    'c.en': 'C',
    'c.iso88591': 'en_US.ISO8859-1',
    'en': 'en_US.ISO8859-1',
    'en_us': 'en_US.ISO8859-1',
    'en_gb': 'en_GB.ISO8859-1',
    'en_au': 'en_AU.ISO8859-1',
    'en_ca': 'en_CA.ISO8859-1',
    'en_nz': 'en_NZ.ISO8859-1',
    'en_ie': 'en_IE.ISO8859-1',
    'en_in': 'en_IN.ISO8859-1',
    'en_za': 'en_ZA.ISO8859-1',
    'de': 'de_DE.ISO8859-1',
    'de_de': 'de_DE.ISO8859-1',
    'de_at': 'de_AT.ISO8859-1',
    'de_ch': 'de_CH.ISO8859-1',
    'de_be': 'de_BE.ISO8859-1',
    'de_lu': 'de_LU.ISO8859-1',
    'fr': 'fr_FR.ISO8859-1',
    'fr_fr': 'fr_FR.ISO8859-1',
    'fr_be': 'fr_BE.ISO8859-1',
    'fr_ca': 'fr_CA.ISO8859-1',
    'fr_ch': 'fr_CH.ISO8859-1',
    'es': 'es_ES.ISO8859-1',
    'es_es': 'es_ES.ISO8859-1',
    'es_mx': 'es_MX.ISO8859-1',
    'es_ar': 'es_AR.ISO8859-1',
    'it': 'it_IT.ISO8859-1',
    'it_it': 'it_IT.ISO8859-1',
    'it_ch': 'it_CH.ISO8859-1',
    'pt': 'pt_PT.ISO8859-1',
    'pt_pt': 'pt_PT.ISO8859-1',
    'pt_br': 'pt_BR.ISO8859-1',
    'nl': 'nl_NL.ISO8859-1',
    'nl_nl': 'nl_NL.ISO8859-1',
    'nl_be': 'nl_BE.ISO8859-1',
    'sv': 'sv_SE.ISO8859-1',
    'sv_se': 'sv_SE.ISO8859-1',
    'da': 'da_DK.ISO8859-1',
    'da_dk': 'da_DK.ISO8859-1',
    'fi': 'fi_FI.ISO8859-15',
    'fi_fi': 'fi_FI.ISO8859-15',
    'nb_no': 'nb_NO.ISO8859-1',
    'no_no': 'no_NO.ISO8859-1',
    'nn_no': 'nn_NO.ISO8859-1',
    'is_is': 'is_IS.ISO8859-1',
    'pl': 'pl_PL.ISO8859-2',
    'pl_pl': 'pl_PL.ISO8859-2',
    'ru': 'ru_RU.UTF-8',
    'ru_ru': 'ru_RU.UTF-8',
    'uk': 'uk_UA.KOI8-U',
    'uk_ua': 'uk_UA.KOI8-U',
    'cs': 'cs_CZ.ISO8859-2',
    'cs_cz': 'cs_CZ.ISO8859-2',
    'sk_sk': 'sk_SK.ISO8859-2',
    'hu': 'hu_HU.ISO8859-2',
    'hu_hu': 'hu_HU.ISO8859-2',
    'ro_ro': 'ro_RO.ISO8859-2',
    'hr_hr': 'hr_HR.ISO8859-2',
    'sl_si': 'sl_SI.ISO8859-2',
    'sr_rs': 'sr_RS.UTF-8',
    'bg_bg': 'bg_BG.CP1251',
    'tr': 'tr_TR.ISO8859-9',
    'tr_tr': 'tr_TR.ISO8859-9',
    'el': 'el_GR.ISO8859-7',
    'el_gr': 'el_GR.ISO8859-7',
    'ja': 'ja_JP.eucJP',
    'ja_jp': 'ja_JP.eucJP',
    'ko': 'ko_KR.eucKR',
    'ko_kr': 'ko_KR.eucKR',
    'zh': 'zh_CN.eucCN',
    'zh_cn': 'zh_CN.gb2312',
    'zh_tw': 'zh_TW.big5',
    'zh_hk': 'zh_HK.big5hkscs',
    'zh_sg': 'zh_SG.GB2312',
    'ar': 'ar_AA.ISO8859-6',
    'ar_sa': 'ar_SA.ISO8859-6',
    'ar_eg': 'ar_EG.ISO8859-6',
    'he': 'he_IL.ISO8859-8',
    'he_il': 'he_IL.ISO8859-8',
    'iw_il': 'he_IL.ISO8859-8',
    'hi_in': 'hi_IN.ISCII-DEV',
    'th': 'th_TH.ISO8859-11',
    'th_th': 'th_TH.ISO8859-11',
    'vi_vn': 'vi_VN.TCVN',
    'id_id': 'id_ID.ISO8859-1',
    'ms_my': 'ms_MY.ISO8859-1',
    'ca': 'ca_ES.ISO8859-1',
    'ca_es': 'ca_ES.ISO8859-1',
    'eu_es': 'eu_ES.ISO8859-1',
    'gl_es': 'gl_ES.ISO8859-1',
    'et_ee': 'et_EE.ISO8859-15',
    'lt_lt': 'lt_LT.ISO8859-13',
    'lv_lv': 'lv_LV.ISO8859-13',
    'ga_ie': 'ga_IE.ISO8859-1',
    'cy_gb': 'cy_GB.ISO8859-1',
    'universal': 'en_US.utf',
    'universal.utf8@ucs4': 'en_US.UTF-8',
    'english': 'en_EN.ISO8859-1',
    'german': 'de_DE.ISO8859-1',
    'french': 'fr_FR.ISO8859-1',
    'spanish': 'es_ES.ISO8859-1',
    'italian': 'it_IT.ISO8859-1',
    'japanese': 'ja_JP.eucJP',
    'korean': 'ko_KR.eucKR',
    'chinese-s': 'zh_CN.eucCN',
    'chinese-t': 'zh_TW.eucTW',
    'russian': 'ru_RU.KOI8-R',
    'polish': 'pl_PL.ISO8859-2',
    'dutch': 'nl_NL.ISO8859-1',
    'swedish': 'sv_SE.ISO8859-1',
    'danish': 'da_DK.ISO8859-1',
    'finnish': 'fi_FI.ISO8859-1',
    'norwegian': 'no_NO.ISO8859-1',
    'portuguese': 'pt_PT.ISO8859-1',
    'greek': 'el_GR.ISO8859-7',
    'turkish': 'tr_TR.ISO8859-9',
    'hebrew': 'he_IL.ISO8859-8',
    'czech': 'cs_CZ.ISO8859-2',
    'hungarian': 'hu_HU.ISO8859-2',
}

# Encoding (as a codec name) -> the name locales use: CPython's table.
locale_encoding_alias = {
    '437': 'C',
    'c': 'C',
    'en': 'ISO8859-1',
    'jis': 'JIS7',
    'jis7': 'JIS7',
    'ajec': 'eucJP',
    'koi8c': 'KOI8-C',
    'microsoftcp1251': 'CP1251',
    'microsoftcp1255': 'CP1255',
    'microsoftcp1256': 'CP1256',
    '88591': 'ISO8859-1',
    '88592': 'ISO8859-2',
    '88595': 'ISO8859-5',
    '885915': 'ISO8859-15',
    'ascii': 'ISO8859-1',
    'latin_1': 'ISO8859-1',
    'iso8859_1': 'ISO8859-1',
    'iso8859_10': 'ISO8859-10',
    'iso8859_11': 'ISO8859-11',
    'iso8859_13': 'ISO8859-13',
    'iso8859_14': 'ISO8859-14',
    'iso8859_15': 'ISO8859-15',
    'iso8859_16': 'ISO8859-16',
    'iso8859_2': 'ISO8859-2',
    'iso8859_3': 'ISO8859-3',
    'iso8859_4': 'ISO8859-4',
    'iso8859_5': 'ISO8859-5',
    'iso8859_6': 'ISO8859-6',
    'iso8859_7': 'ISO8859-7',
    'iso8859_8': 'ISO8859-8',
    'iso8859_9': 'ISO8859-9',
    'iso2022_jp': 'JIS7',
    'shift_jis': 'SJIS',
    'tactis': 'TACTIS',
    'euc_jp': 'eucJP',
    'euc_kr': 'eucKR',
    'utf_8': 'UTF-8',
    'koi8_r': 'KOI8-R',
    'koi8_t': 'KOI8-T',
    'koi8_u': 'KOI8-U',
    'kz1048': 'RK1048',
    'cp1251': 'CP1251',
    'cp1255': 'CP1255',
    'cp1256': 'CP1256',
    'eucjp': 'eucJP',
    'euckr': 'eucKR',
    'iso2022jp': 'JIS7',
    'iso88591': 'ISO8859-1',
    'iso885910': 'ISO8859-10',
    'iso885911': 'ISO8859-11',
    'iso885913': 'ISO8859-13',
    'iso885914': 'ISO8859-14',
    'iso885915': 'ISO8859-15',
    'iso885916': 'ISO8859-16',
    'iso88592': 'ISO8859-2',
    'iso88593': 'ISO8859-3',
    'iso88594': 'ISO8859-4',
    'iso88595': 'ISO8859-5',
    'iso88596': 'ISO8859-6',
    'iso88597': 'ISO8859-7',
    'iso88598': 'ISO8859-8',
    'iso88599': 'ISO8859-9',
    'koi8r': 'KOI8-R',
    'koi8t': 'KOI8-T',
    'koi8u': 'KOI8-U',
    'latin1': 'ISO8859-1',
    'shiftjis': 'SJIS',
    'utf8': 'UTF-8',
}

# A few of Python's codec aliases (normalised spelling -> codec name), for normalize().
_CODEC_ALIASES = {
    "utf8": "utf_8", "utf": "utf_8", "u8": "utf_8", "utf_8": "utf_8",
    "latin1": "latin_1", "latin": "latin_1", "l1": "latin_1", "iso8859_1": "latin_1",
    "iso_8859_1": "latin_1", "8859": "latin_1", "cp819": "latin_1", "iso88591": "latin_1",
    "latin9": "iso8859_15", "l9": "iso8859_15", "iso_8859_15": "iso8859_15",
    "latin2": "iso8859_2", "l2": "iso8859_2", "iso_8859_2": "iso8859_2",
    "iso_8859_5": "iso8859_5", "cyrillic": "iso8859_5", "iso_8859_7": "iso8859_7",
    "greek": "iso8859_7", "iso_8859_9": "iso8859_9", "latin5": "iso8859_9",
    "sjis": "shift_jis", "s_jis": "shift_jis", "shiftjis": "shift_jis",
    "ujis": "euc_jp", "u_jis": "euc_jp", "eucjp": "euc_jp", "euckr": "euc_kr",
    "us_ascii": "ascii", "us": "ascii", "646": "ascii", "ansi_x3.4_1968": "ascii",
    "koi8_r": "koi8_r", "gb2312": "gb2312", "big5": "big5",
}


def _conv():
    import locale
    return locale.localeconv()


# ---- normalize -------------------------------------------------------------------------------

def _codec_name(encoding):
    """Python's spelling of an encoding: punctuation runs as '_', lowercase, known aliases."""
    out = []
    pending = False
    for ch in encoding:
        if ch.isalnum() or ch == ".":
            if pending and out:
                out.append("_")
            pending = False
            out.append(ch)
        else:
            pending = True
    name = "".join(out).lower()
    return _CODEC_ALIASES.get(name, name)


def _with_encoding(code, encoding):
    lang = code.split(".", 1)[0]
    codec = _codec_name(encoding)
    return lang + "." + locale_encoding_alias.get(codec.lower(), codec)


def _with_modifier(code, modifier):
    if modifier == "euro":
        if "." not in code:
            return code + ".ISO8859-15"
        enc = code.split(".", 1)[1]
        if enc in ("ISO8859-15", "UTF-8"):
            return code
        if enc == "ISO8859-1":
            return _with_encoding(code, "ISO8859-15")
    return code + "@" + modifier


def normalize(localename):
    """The locale name in setlocale's form (`de_de.utf8` -> `de_DE.UTF-8`, `en` ->
    `en_US.ISO8859-1`); a name it does not know is returned unchanged."""
    code = localename.lower()
    if ":" in code:
        code = code.replace(":", ".")
    modifier = ""
    if "@" in code:
        code, modifier = code.split("@", 1)
    encoding = ""
    lang = code
    if "." in code:
        lang, encoding = code.split(".")[:2]
    key = lang
    if encoding:
        key += "." + encoding.replace("-", "").replace("_", "")
    found = locale_alias.get(key + ("@" + modifier if modifier else ""))
    if found is not None:
        return found
    if modifier:
        found = locale_alias.get(key)
        if found is not None:
            if "@" not in found:
                return _with_modifier(found, modifier)
            if found.split("@", 1)[1].lower() == modifier:
                return found
    if encoding:
        found = locale_alias.get(lang + ("@" + modifier if modifier else ""))
        if found is not None:
            if "@" not in found:
                return _with_encoding(found, encoding)
            base, mod = found.split("@", 1)
            return _with_encoding(base, encoding) + "@" + mod
        if modifier:
            found = locale_alias.get(lang)
            if found is not None and "@" not in found:
                return _with_modifier(_with_encoding(found, encoding), modifier)
    return localename


# ---- formatting --------------------------------------------------------------------------------

_FLOAT_TYPES = "eEfFgG"
_INT_TYPES = "diu"


def _localize_number(text, kind, grouping, monetary):
    """Puts the locale's decimal point into a formatted number (the C locale groups nothing:
    its grouping lists are empty)."""
    conv = _conv()
    if (kind is None and "." in text) or (kind is not None and kind in _FLOAT_TYPES):
        point = conv["mon_decimal_point" if monetary else "decimal_point"]
        return point.join(text.split("."))
    return text


def _format_one(spec, value, grouping, monetary, *extra):
    text = spec % ((value,) + extra) if extra else spec % value
    kind = spec[-1]
    if kind in _FLOAT_TYPES or kind in _INT_TYPES:
        text = _localize_number(text, kind, grouping, monetary)
    return text


def _specs(f):
    """[(start, end, conversion, stars)] of the `%` directives of a format string."""
    out = []
    i, n = 0, len(f)
    while i < n:
        if f[i] != "%":
            i += 1
            continue
        j = i + 1
        if j < n and f[j] == "(":
            close = f.find(")", j + 1)
            if close < 0:
                i += 1
                continue
            j = close + 1
        while j < n and f[j] in "-#0123456789 +*.hlL":
            j += 1
        if j < n and f[j] in "eEfFgGdiouxXcrs%":
            out.append((i, j + 1, f[j], f[i:j].count("*")))
            i = j + 1
        else:
            i += 1
    return out


def format_string(f, val, grouping=False, monetary=False):
    """`f % val` with the locale's decimal point (and, where the locale groups digits, its
    thousands separator) in each number directive."""
    from collections.abc import Mapping
    specs = _specs(f)
    pieces = []
    skeleton = []
    last = 0
    if isinstance(val, Mapping):
        for start, end, conv, stars in specs:
            skeleton.append(f[last:start] + "%s")
            last = end
            pieces.append("%" if conv == "%" else _format_one(f[start:end], val, grouping, monetary))
    else:
        args = val if isinstance(val, tuple) else (val,)
        k = 0
        for start, end, conv, stars in specs:
            skeleton.append(f[last:start] + "%s")
            last = end
            if conv == "%":
                pieces.append("%")
                continue
            pieces.append(_format_one(f[start:end], args[k], grouping, monetary,
                                      *args[k + 1:k + 1 + stars]))
            k += 1 + stars
    skeleton.append(f[last:])
    return "".join(skeleton) % tuple(pieces)


def format(percent, value, grouping=False, monetary=False, *additional):
    """Deprecated: one `%` directive formatted as format_string does."""
    _warnings.warn("This method will be removed in a future version of Python. "
                   "Use 'locale.format_string()' instead.", DeprecationWarning, stacklevel=2)
    specs = _specs(percent)
    if len(specs) != 1 or specs[0][0] != 0 or specs[0][1] != len(percent):
        raise ValueError("format() must be given exactly one %%char format specifier, "
                         "%s not valid" % repr(percent))
    return _format_one(percent, value, grouping, monetary, *additional)


def currency(val, symbol=True, grouping=False, international=False):
    """The value as money in the locale's conventions: the C locale has none (ValueError)."""
    conv = _conv()
    digits = conv["int_frac_digits" if international else "frac_digits"]
    if digits == 127:
        raise ValueError("Currency formatting is not possible using the 'C' locale.")
    raise NotImplementedError("locale.currency outside the C locale")


def str(val):
    """The float as `%.12g` in the locale's conventions."""
    return _format_one("%.12g", val, False, False)


def localize(string, grouping=False, monetary=False):
    """A number's text ('1234.5') in the locale's conventions."""
    return _localize_number(string, None, grouping, monetary)


def delocalize(string):
    """A number's text in the locale's conventions, back in Python's ('.' as decimal point,
    no thousands separators)."""
    conv = _conv()
    if conv["thousands_sep"]:
        string = string.replace(conv["thousands_sep"], "")
    if conv["decimal_point"]:
        string = string.replace(conv["decimal_point"], ".")
    return string


def atof(string, func=float):
    """`func` (float) of a number in the locale's conventions."""
    return func(delocalize(string))


def atoi(string):
    """The int of a number in the locale's conventions."""
    return int(delocalize(string))
