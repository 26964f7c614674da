from pathlib import PurePosixPath as P, PurePath
p = P('/usr/local/lib/python3.11/site-packages/foo.tar.gz')
print(p, repr(p), p.parts, p.parent, p.name, p.suffix, p.suffixes, p.stem, p.anchor, p.root, p.drive)
print(list(p.parents)[:3], p.parents[0], p.parents[-1], len(p.parents))
print(p.with_name('bar.txt'), p.with_suffix('.zip'), p.with_suffix(''), p.with_stem('baz'))
print(P('a/b').joinpath('c', 'd'), P('a') / 'b' / '/abs', 'pre' / P('x'), P('a', 'b', 'c'))
print(p.relative_to('/usr/local'), P('/a/b/c').relative_to(P('/a')))
try:
    P('/a/b').relative_to('/c')
except ValueError as e:
    print('ValueError', e)
print(P('/a/b').is_relative_to('/a'), P('/a/b').is_relative_to('/b'), P('a/b').is_absolute(), P('/').is_absolute())
print(P('a//b/./c/'), P('./a'), P('.'), P(''), P('/..'), P('a/../b'), P('//x'), P('///x'))
print(P('x.py').match('*.py'), P('/a/b/x.py').match('b/*.py'), P('/a/b/x.py').match('/*.py'), P('A.PY').match('*.py'))
print(P('a/b') == P('a/b/'), P('a') < P('b'), sorted([P('b'), P('a/c'), P('a')]), hash(P('a/b')) == hash(P('a//b')))
print(P('/a/b').as_posix(), str(P('a/b')), bytes(P('a/b')), P('/a b/c').as_uri())
print(P('.hidden').suffix, P('.hidden').stem, P('file.').suffix, P('a.b.c').suffixes, P('noext').suffixes)
try:
    P('/').with_name('x')
except ValueError as e:
    print('ValueError', e)
try:
    P('a').with_suffix('txt')
except ValueError as e:
    print('ValueError', e)
print(P('/').name, P('/').parent, P('/').parts, P('a').parent, P('a').parents[0])
print(type(PurePath('x')).__name__, P('a', P('b'), 'c'), P('a').joinpath())
print(P('docs/readme.md').with_suffix('.rst').name, [str(x) for x in P('/a/b/c').parents])
print(P('/etc/passwd').is_reserved(), P('a/b').__fspath__(), P('x') / P('y'))
