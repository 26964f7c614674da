"""An app's user messages through gettext: NullTranslations fallback, plural forms and a catalogue class."""
import gettext

t = gettext.translation("shopapp", localedir="/nonexistent/locale", languages=["fr"], fallback=True)
_ = t.gettext
ngettext = t.ngettext
print(type(t).__name__, _("Welcome back!"), ngettext("%d item", "%d items", 1) % 1, ngettext("%d item", "%d items", 5) % 5)
print(gettext.gettext("Checkout"), gettext.ngettext("apple", "apples", 0), t.pgettext("menu", "Open") if hasattr(t, "pgettext") else "", t.info(), t.charset())
try:
    gettext.translation("shopapp", localedir="/nonexistent/locale", languages=["fr"])
except FileNotFoundError as e:
    print("FileNotFoundError", e.errno, e.strerror, e.filename)
print(gettext.find("shopapp", "/nonexistent/locale", ["de"]), gettext.find("shopapp", "/nonexistent", ["de"], all=True))


class DictTranslations(gettext.NullTranslations):
    """Translations from an in-memory catalogue (singular and plural entries, with a plural rule)."""

    def __init__(self, catalog, plural=lambda n: int(n != 1)):
        super().__init__()
        self.catalog = catalog
        self.plural = plural

    def gettext(self, message):
        if message in self.catalog:
            return self.catalog[message]
        if self._fallback:
            return self._fallback.gettext(message)
        return message

    def ngettext(self, singular, plural, n):
        forms = self.catalog.get((singular, plural))
        if forms is None:
            return super().ngettext(singular, plural, n)
        return forms[self.plural(n)]


fr = DictTranslations({"Welcome back!": "Bon retour !", ("%d item", "%d items"): ("%d article", "%d articles")},
                      plural=lambda n: int(n > 1))
pl = DictTranslations({("%d file", "%d files"): ("%d plik", "%d pliki", "%d plików")},
                      plural=lambda n: 0 if n == 1 else 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2)
fr.add_fallback(DictTranslations({"Checkout": "Caisse"}))
for n in (0, 1, 2):
    print(n, fr.ngettext("%d item", "%d items", n) % n, "|", fr.ngettext("%d cart", "%d carts", n) % n)
print(fr.gettext("Welcome back!"), fr.gettext("Checkout"), fr.gettext("Logout"))
print([pl.ngettext("%d file", "%d files", n) % n for n in (1, 2, 5, 12, 22, 25, 101)])
fr.install()
print(_("Welcome back!"))
import builtins
print(builtins._("Checkout"), "_" in dir(builtins))
gettext.NullTranslations().install(names=["ngettext"])
print(builtins.ngettext("one", "many", 2), builtins._("unchanged"))
print(gettext.dgettext("other", "x"), gettext.dngettext("other", "a", "b", 2), gettext.textdomain(), gettext.bindtextdomain("shopapp", "/tmp/loc"))
