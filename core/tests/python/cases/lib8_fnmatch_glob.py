import fnmatch, glob, re
names = ['main.py', 'test_main.py', 'README.md', 'setup.cfg', 'data1.csv', 'data2.csv', 'data10.csv', '.hidden', 'Makefile', 'a[1].txt', 'notes.TXT']
for pat in ['*.py', 'test_*', '*.csv', 'data?.csv', 'data[0-9].csv', 'data[!1].csv', '*[A-Z]*', '.*', '*', 'a[[]1].txt', '*.txt', '[Mm]ake*', '*.[ct]*']:
    print(pat, fnmatch.filter(names, pat))
print(fnmatch.fnmatch('FILE.TXT', '*.txt'), fnmatch.fnmatchcase('FILE.TXT', '*.txt'), fnmatch.fnmatchcase('x.txt', '*.txt'))
for pat in ['*.py', 'a?c', '[abc]', '[!a-c]*', '[]]', '[!]]', 'x*y*z', 'a\\b', '[a-]', '**', '[z-a]', '[']:
    print(pat, fnmatch.translate(pat))
print(re.match(fnmatch.translate('*.py'), 'x.py\n'))
print(glob.escape('a[b]*?.txt'), glob.escape('plain'), glob.has_magic('a*'), glob.has_magic('abc'))
print(fnmatch.fnmatch('dir/file.py', '*.py'), fnmatch.fnmatch('dir/file.py', 'dir/*'), fnmatch.fnmatch('', '*'), fnmatch.fnmatch('', '?'))
print([n for n in names if fnmatch.fnmatch(n, '*[0-9]*')])
