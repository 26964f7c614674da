"""The "accelerated" pickle module, as CPython's C `_pickle`: the same writer and reader as
`pickle`'s pure-Python names, under this module's name (pyperformance tells them apart by
`Pickler.__module__`)."""

from _pickle_common import PickleError, PicklingError, UnpicklingError, PickleBuffer
from _pickle_write import PicklerBase as _PicklerBase
from _pickle_read import UnpicklerBase as _UnpicklerBase


class Pickler(_PicklerBase):
    """Pickler(file, protocol=None, fix_imports=True, buffer_callback=None)"""


class Unpickler(_UnpicklerBase):
    """Unpickler(file, *, fix_imports=True, encoding='ASCII', errors='strict', buffers=())"""


def dump(obj, file, protocol=None, *, fix_imports=True, buffer_callback=None):
    Pickler(file, protocol, fix_imports=fix_imports, buffer_callback=buffer_callback).dump(obj)


def dumps(obj, protocol=None, *, fix_imports=True, buffer_callback=None):
    p = Pickler(None, protocol, fix_imports=fix_imports, buffer_callback=buffer_callback)
    return bytes(p.dump(obj))


def load(file, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
    return Unpickler(file, fix_imports=fix_imports, buffers=buffers, encoding=encoding,
                     errors=errors).load()


def loads(data, /, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
    if isinstance(data, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    u = Unpickler(None, fix_imports=fix_imports, buffers=buffers, encoding=encoding,
                  errors=errors)
    u._set_data(bytes(data))
    return u.load()
