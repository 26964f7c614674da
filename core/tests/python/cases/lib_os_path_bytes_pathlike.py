# os.path over bytes and os.PathLike arguments, CPython's TypeErrors (fspath's, genericpath's mixing), expanduser/expandvars without ~ or known names.
import os.path as op, pathlib
for f in ['isabs','join','split','basename','dirname','splitext','normpath','normcase','splitdrive','relpath','commonpath', 'commonprefix', 'expanduser', 'expandvars']:
    fn = getattr(op, f)
    for arg in [1, None]:
      try:
        if f == 'commonpath': fn([arg])
        elif f == 'commonprefix': fn([arg, 'x'])
        else: fn(arg)
        print(f, 'ok')
      except Exception as e: print(f, type(e).__name__, e)
print(op.join(pathlib.PurePosixPath('a'), 'b'), op.splitext(pathlib.PurePath('x.py')), op.commonpath([b'/a/b', b'/a/c']), op.relpath(b'/a/b', b'/a'), op.split(b'a/b'), op.normpath(b'a//b'), op.basename(b'x/y'), op.commonprefix([pathlib.PurePath('/ab'), '/ac']))
print(op.join(b"/x", b"\xff\xfe"), op.splitext(b"a.\xe9"), op.dirname(pathlib.PurePath("/q/r")), op.relpath(b"a/b"), op.isabs(b"/x"), op.join("a", pathlib.PurePath("b")))
for args in [("a", b"b"), (b"a", "b"), ("a", 5), ("a", None)]:
    try: op.join(*args)
    except TypeError as e: print("TypeError", e)
for bad in [lambda: op.relpath("a", b"b"), lambda: op.commonpath(["a", b"b"]), lambda: op.split(3.5)]:
    try: bad()
    except TypeError as e: print("TypeError", e)
print(op.expanduser("/no/tilde"), op.expanduser("rel~x"), op.expanduser(b"/b"), op.expandvars("no vars"), op.expandvars("$NOPE_X/${NOPE_Y}/$"), op.expandvars(b"$NOPE"))
import posixpath
print(posixpath.join("a", "b"), posixpath.splitext("x.tar.gz"), posixpath.sep, posixpath.normpath is op.normpath)
