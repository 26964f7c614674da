# pathlib.PureWindowsPath: drives, UNC shares, joining, case-insensitive equality/ordering/matching, is_reserved, as_uri; WindowsPath refused.
from pathlib import PureWindowsPath as W, PurePosixPath as P, PurePath, WindowsPath
for args in [('C:/a','b','D:/c'), ('C:/a','D:b'), ('C:/a','c:b'), ('C:/a','/b'), ('a','C:'), ('//srv/sh/x','y'), ('//srv/sh',), ('//srv',), ('C:',), ('C:a/b',), ('/x/y',), ('a/b','//srv/sh/z'), ('C:/a', 'C:'), ('c:/A/B',), (), ('.',), ('a\\.\\b',), (P('x/y'), 'z')]:
    p = W(*args); print(args, repr(p), str(p), p.drive, p.root, p.parts, p.anchor, p.is_absolute(), p.parent, p.name, p.stem, p.suffix)
print(W('C:/A/b') == W('c:/a/B'), hash(W('C:/A')) == hash(W('c:/a')), W('C:/a') < W('c:/B'), W('a/CON').is_reserved(), W('nul.txt').is_reserved(), W('x/a.txt').is_reserved(), W('//s/h/CON').is_reserved())
print(W('C:/a/b/c').relative_to('c:/A'), W('C:/x/y').match('*\\Y'), W('C:/x/y').match('X/*'), W('b.PY').match('*.py'), W('C:/a').as_uri(), W('//s/h/f').as_uri(), W('C:/a b/c').as_uri(), P('/a b/é').as_uri())
print(W('a/b').with_name('c.txt'), W('a').with_suffix('.x'), W('a/b').joinpath('c','D:/e'), list(W('C:/a/b').parents), W('C:/a/b').parents[1], W('a') == P('a'), W('x') / 'y' / P('z'))
print(sorted([W('b'), W('A'), W('a/c')]), W('C:/a').match('c:/*'), W('C:/a').match('D:/*'), W('C:\\Users\\x.txt').with_stem('y'), W('C:/').parent, W('C:/').name == '')
for bad in [lambda: W('a').with_name('c\\d'), lambda: W('a').with_name('C:'), lambda: W('C:/').with_name('x'), lambda: W('a').relative_to('b'), lambda: W('a').as_uri(),
            lambda: W('a').with_suffix('\\x'), lambda: WindowsPath('x'), lambda: W('a') < P('b'), lambda: W(3)]:
    try: print(bad())
    except (ValueError, TypeError, NotImplementedError) as e: print(type(e).__name__, e)
print(P('a') == P('a'), P('/a/b').parts, P('//x').root, P('a').drive, P('/a').anchor, P('/a').is_absolute())
ps = P("/a/b/c/d").parents
print(len(ps), ps[0], ps[-1], ps[-2], ps[1:3], ps[::-2], list(ps), P("/a") in ps, repr(ps), repr(W("x/y").parents))
for i in (4, -5):
    try:
        ps[i]
    except IndexError as e:
        print("IndexError", e)
