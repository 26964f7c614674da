import os.path as op, posixpath
paths = ['/usr/lib/x.tar.gz', 'rel/dir/', 'file', '/', '', '.bashrc', 'a/b/../c', '//double', 'a.b/c', '/a/./b//c/']
for p in paths:
    print(repr(p), op.split(p), op.splitext(p), op.basename(p), op.dirname(p), op.normpath(p), op.isabs(p))
print(op.join('a', 'b', 'c'), op.join('/a', '/b', 'c'), op.join('a/', 'b'), op.join('', 'x'), op.join('a', ''))
print(op.commonprefix(['/usr/lib', '/usr/local', '/usr/li']), op.commonpath(['/usr/lib', '/usr/local/x']), op.commonpath(['a/b', 'a/c']))
try:
    op.commonpath(['/a', 'b'])
except ValueError as e:
    print('ValueError', e)
try:
    op.commonpath([])
except ValueError as e:
    print('ValueError', e)
print(op.relpath('/a/b/c', '/a'), op.relpath('/a', '/a/b/c'), op.relpath('/x/y', '/a/b'), op.relpath('/a', '/a'))
print(op.splitdrive('/a/b'), op.normcase('/A/B'), op.sep, op.extsep, op.pardir, op.curdir, op.altsep)
print(op.expanduser('nohome'), op.expandvars('$NOPE_UNSET_VAR/x'), posixpath.normpath('../../a/./b'), posixpath.normpath('/../a'))
print(op.splitext('archive.tar.gz'), op.splitext('/path.d/file'), op.splitext('...'), op.splitext('a..b'))
print(op.join(b'a', b'b'), op.basename(b'/x/y'), op.normpath(b'a//b'))
try:
    op.join('a', b'b')
except TypeError as e:
    print('TypeError', e)
print(op.exists('/definitely/not/here'), op.isfile('/definitely/not/here'), op.isdir('/definitely/not/here'))
print(op.join(*['p', 'q', 'r.txt']), op.dirname(op.dirname('/a/b/c')), op.split('//'), op.split('a//b'))
