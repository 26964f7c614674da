import traceback, warnings, sys
def fail():
    return {}["key"]
try:
    fail()
except KeyError as e:
    print(traceback.format_exception_only(type(e), e))
    print(traceback.format_exception_only(e) if sys.version_info >= (3, 10) else "")
    exc = e
print(repr(exc), exc.__traceback__ is not None)
try:
    raise ValueError("bad value")
except ValueError as e:
    lines = traceback.format_exception(e)
    print(lines[0], lines[-1], len(lines) >= 3)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.warn("old api", DeprecationWarning)
    warnings.warn("careful")
    warnings.warn(UserWarning("as instance"))
print([(w.category.__name__, str(w.message)) for w in caught])
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("now an error", RuntimeWarning)
    except RuntimeWarning as e:
        print(type(e).__name__, e)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("ignore")
    warnings.warn("ignored")
    print(len(caught))
with warnings.catch_warnings(record=True) as caught:
    warnings.filterwarnings("ignore", message="skip.*")
    warnings.simplefilter("always", UserWarning) if False else None
    warnings.warn("skip this")
    warnings.warn("keep this")
    print([str(w.message) for w in caught])
def deprecated(fn):
    def wrapper(*a, **k):
        warnings.warn(f"{fn.__name__} is deprecated", DeprecationWarning, stacklevel=2)
        return fn(*a, **k)
    return wrapper
@deprecated
def old(x):
    return x * 2
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(old(4), caught[0].message, issubclass(caught[0].category, Warning))
print(issubclass(DeprecationWarning, Warning), issubclass(UserWarning, Exception), [c.__name__ for c in RuntimeWarning.__mro__])
tb_lines = []
try:
    [].pop()
except IndexError:
    etype, evalue, etb = sys.exc_info()
    print(etype.__name__, evalue, etb is not None)
print(sys.exc_info())
s = traceback.extract_stack()
print(type(s).__name__, len(s) >= 1)
