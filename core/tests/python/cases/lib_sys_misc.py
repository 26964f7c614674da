import sys

print(sys.byteorder, type(sys.executable).__name__)
print(sys.getdefaultencoding(), sys.getfilesystemencoding(), sys.getfilesystemencodeerrors())
print(sys.float_repr_style, sys.maxunicode, type(sys.dont_write_bytecode).__name__)
print(type(sys.builtin_module_names).__name__, "sys" in sys.builtin_module_names,
      "builtins" in sys.builtin_module_names)
print(sorted(sys.builtin_module_names) == list(sys.builtin_module_names))
print(hex(sys.hexversion)[:6], sys.hexversion >> 24, (sys.hexversion >> 16) & 0xFF)
sys.displayhook(42)
print(_)
sys.displayhook(None)
print(_)
sys.displayhook([1, "two"])
print(sys.displayhook is sys.__displayhook__, sys.excepthook is sys.__excepthook__)
print(sys.flags.nope)
