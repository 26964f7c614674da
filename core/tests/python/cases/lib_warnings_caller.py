import warnings
def old_api(x):
    warnings.warn("old_api() is deprecated; use new_api()", DeprecationWarning, stacklevel=2)
    return x * 2
def deep():
    warnings.warn("from deep", UserWarning, stacklevel=3)
def middle():
    deep()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    old_api(1)
    old_api(2)
    middle()
    warnings.warn("direct", RuntimeWarning)
    warnings.warn("too far", UserWarning, stacklevel=50)
for w in caught:
    print(w.category.__name__, str(w.message), w.filename, w.lineno)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("default")
    for i in range(3):
        old_api(i)
    for i in range(2):
        warnings.warn("loop warning")
print([(w.lineno, str(w.message)) for w in caught])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("once")
    for i in range(2):
        old_api(i)
        warnings.warn("once only")
print(len(caught))
warnings.filterwarnings("error", message="old_api")
try:
    old_api(3)
except DeprecationWarning as e:
    print("raised:", e)
print(sorted(k for k in globals() if k.startswith("__warn")))
