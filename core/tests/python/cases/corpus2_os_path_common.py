import os.path as p
for a in [[], ['/a/bc','/a/bd'], ['abc'], ['/usr/lib', '/usr/local'], ['a', 'ab']]:
    print(repr(p.commonprefix(a)))
for a in [['/a/b/c','/a/b/d'], ['a/b', 'a/c'], ['/a//b/./c', '/a/b'], ['/a'], ['/'], [], ['/a', 'b'], ['a/b/c', 'a/b/c/']]:
    try: print(repr(p.commonpath(a)))
    except ValueError as e: print("ValueError", e)
print(p.relpath('/a/b/c', '/a'), p.relpath('/a', '/a/b/c'), p.relpath('/a/b', '/a/b'), p.relpath('/x/y', '/a/b'), p.relpath('a/b','a'), p.relpath('a', 'a/b/c'), p.relpath('a/b'), p.relpath('../x', 'y'), p.relpath('/a/./b/../c', '/'))
try: p.relpath('')
except ValueError as e: print("ValueError", e)
print(p.normcase("A/b"), p.splitdrive("/x/y"), p.splitdrive(""))
