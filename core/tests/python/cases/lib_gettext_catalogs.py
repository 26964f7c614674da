# gettext: GNU .mo catalogues (plural forms, contexts, header), c2py's parsing and errors, locale expansion, fallbacks.
import gettext, io, struct
print(gettext._expand_lang('fr'), gettext._expand_lang('pt_BR'), gettext._expand_lang('de_DE.UTF-8@euro'), gettext._expand_lang('C'))
for expr, ns in [("n != 1", [0, 1, 2]), ("n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2", [1, 2, 5, 22, 112]),
                 ("(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2", [1, 3, 7]), ("0", [5]), ("!n % 10 == 1 && n > 0", [1, 11, 21, 0]), ("(n && 5) + 1", [0, 3]), ("!!n", [0, 4]), ("!(n % 10) + n / 3 - 1", [9, 10, 30]), ("n > 1", [0, 1, 2])]:
    f = gettext.c2py(expr)
    print(expr, [f(n) for n in ns])
for bad in ["n +* 2", "import os", "(n", "n)", "", "n ? 1", "2 3", "n == 1 ?", "x", "1.5", "n;", "- 1", "n - -1"]:
    try:
        gettext.c2py(bad)
        print(repr(bad), "ok")
    except ValueError as e:
        print(repr(bad), "ValueError", e)
try:
    print(gettext.c2py("n != 1")("x"))
except TypeError as e:
    print("TypeError", e)


def make_mo(entries, header):
    # entries: list of (msgid bytes, msgstr bytes); header first
    items = sorted([(b"", header)] + entries)
    n = len(items)
    ids = b""; strs = b""
    offsets = []
    for k, v in items:
        offsets.append((len(ids), len(k), len(strs), len(v)))
        ids += k + b"\x00"
        strs += v + b"\x00"
    keystart = 7 * 4 + 16 * n
    valuestart = keystart + len(ids)
    koffsets = []; voffsets = []
    for o1, l1, o2, l2 in offsets:
        koffsets += [l1, o1 + keystart]
        voffsets += [l2, o2 + valuestart]
    out = struct.pack("Iiiiiii", 0x950412de, 0, n, 7 * 4, 7 * 4 + n * 8, 0, 0)
    out += struct.pack(f"{len(koffsets)}i", *koffsets) + struct.pack(f"{len(voffsets)}i", *voffsets)
    return out + ids + strs


header = "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\nLanguage: pl\n".encode()
mo = make_mo([(b"Hello", "Cześć".encode()), (b"%d file\x00%d files", "%d plik\x00%d pliki\x00%d plików".encode()),
              (b"menu\x04Open", "Otwórz".encode()), (b"menu\x04%d item\x00%d items", "%d pozycja\x00%d pozycje\x00%d pozycji".encode())], header)
t = gettext.GNUTranslations(io.BytesIO(mo))
print(t.gettext("Hello"), t.gettext("Bye"), [t.ngettext("%d file", "%d files", n) % n for n in (1, 3, 5, 22)], t.ngettext("x", "xs", 2))
print(t.pgettext("menu", "Open"), t.pgettext("other", "Open"), [t.npgettext("menu", "%d item", "%d items", n) % n for n in (1, 2, 5)])
print(t.charset(), sorted(t.info().items()), t.plural(3))
t.add_fallback(gettext.NullTranslations())
print(t.gettext("Missing"), t.ngettext("a", "b", 1))
for bad in [b"\x00" * 20, struct.pack("<IIIII", 0x950412de, 5 << 16, 0, 20, 20)]:
    try:
        gettext.GNUTranslations(io.BytesIO(bad))
    except OSError as e:
        print("OSError", e.errno, e.strerror)
