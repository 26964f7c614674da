# `from m import *` takes what m's __all__ names, m's __getattr__ (PEP 562) making what m lacks.
from contextlib import *
from collections import *
print(asynccontextmanager.__name__, AsyncExitStack.__name__, aclosing.__name__)
print(UserList([1, 2]) + [3], UserDict(a=1), UserString("ab").upper())
import typing
print(typing.ParamSpec("P"), typing.TextIO.__name__, "ParamSpec" in typing.__all__)
