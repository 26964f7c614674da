import locale
import warnings

for name in ["C", "POSIX", "c", "C.UTF-8", "C.utf8", "en_US.UTF-8", "en_us.utf8", "de_DE",
             "de_DE.utf8", "de_DE@euro", "de_DE.ISO-8859-15", "en", "fr_FR.latin1",
             "ja_JP.SJIS", "ja_JP.sjis", "xx_YY", "xx_YY.utf8", "En_Us:UTF-8", "sr_RS@latin",
             "de_DE.utf8@euro", "en_US.ascii", "en_US.foo", "zh_CN.GBK", "ca_ES@euro",
             "pt_BR", "ru_RU", "ja_JP", "it_IT.UTF-8", "es_ES.iso88591", "nl_NL@euro",
             "english", "german", "en_GB.iso885915", "fi_FI@euro", "ko_KR.euckr"]:
    print(repr(name), repr(locale.normalize(name)))
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    print(locale.getdefaultlocale(), locale.getdefaultlocale(("NOPE_VAR",)))
    import os
    os.environ["LANGUAGE"] = "de_DE:fr"
    print(locale.getdefaultlocale(("LANGUAGE",)))
    os.environ["LC_CTYPE"] = "fr_FR"
    print(locale.getdefaultlocale())
    del os.environ["LC_CTYPE"]
    del os.environ["LANGUAGE"]
print(locale.getpreferredencoding())
print(locale.locale_encoding_alias["utf_8"], locale.locale_alias["c.utf8"], locale.locale_alias["en"])
try:
    locale.normalize(5)
except AttributeError as e:
    print("AttributeError", e)
