# isinstance/issubclass with a non-type whose class defines the check, an overridden
# __class__, and the errors for what is no class.
from typing import List


class Chk:
    def __instancecheck__(self, obj):
        return isinstance(obj, int)

    def __subclasscheck__(self, c):
        return c is int


class Proxy:
    @property
    def __class__(self):
        return int


class Plain:
    __class__ = str


def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


t("inst hook", lambda: isinstance(1, Chk()))
t("inst hook no", lambda: isinstance("a", Chk()))
t("inst tuple", lambda: isinstance("a", (str, Chk())))
t("inst tuple2", lambda: isinstance(2, (str, Chk())))
t("sub hook", lambda: issubclass(int, Chk()))
t("sub hook no", lambda: issubclass(str, Chk()))
t("List", lambda: isinstance([], List))
t("List no", lambda: isinstance(3, List))
t("List sub", lambda: issubclass(list, List))
t("List[int]", lambda: isinstance([], List[int]))
t("proxy int", lambda: isinstance(Proxy(), int))
t("proxy str", lambda: isinstance(Proxy(), str))
t("proxy own", lambda: isinstance(Proxy(), Proxy))
t("proxy tuple", lambda: isinstance(Proxy(), (str, int)))
t("proxy attr", lambda: Proxy().__class__)
t("proxy type", lambda: type(Proxy()))
t("plain attr", lambda: (isinstance(Plain(), str), Plain().__class__))
t("bad inst", lambda: isinstance(1, object()))
t("bad sub", lambda: issubclass(int, object()))
t("bad sub2", lambda: issubclass(int, (str, 3)))
t("ok sub2", lambda: issubclass(int, (int, 3)))
t("bad sub3", lambda: issubclass(Chk, 3))
