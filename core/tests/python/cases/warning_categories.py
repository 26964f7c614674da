# Every built-in warning category exists, derives from Warning, and can be raised and caught.
categories = [
    Warning, UserWarning, DeprecationWarning, PendingDeprecationWarning, SyntaxWarning,
    RuntimeWarning, FutureWarning, ImportWarning, UnicodeWarning, BytesWarning,
    ResourceWarning, EncodingWarning,
]
for c in categories:
    print(c.__name__, [b.__name__ for b in c.__mro__], issubclass(c, Exception))
for c in categories[1:]:
    try:
        raise c("careful", 1)
    except Warning as e:
        print(type(e).__name__, e.args, isinstance(e, c), repr(e))
try:
    raise FutureWarning("later")
except DeprecationWarning:
    print("wrong")
except FutureWarning as e:
    print("right", e)


class MyWarning(RuntimeWarning):
    pass


print(issubclass(MyWarning, Warning), [b.__name__ for b in MyWarning.__mro__])
