# `from m import name` where the module has a __getattr__ (PEP 562) that raises AttributeError:
# CPython raises ImportError, which the common fallback idiom catches.
try:
    from collections import Mapping
except ImportError as e:
    print(type(e).__name__, str(e).split(" (")[0])
    from collections.abc import Mapping
print(Mapping.__name__, Mapping.__module__)
try:
    from collections import OrderDict
except ImportError as e:
    print(type(e).__name__, e.name if hasattr(e, "name") else None)
import collections
print(hasattr(collections, "OrderDict"))
try:
    collections.OrderDict
except AttributeError as e:
    print("AttributeError", e)
