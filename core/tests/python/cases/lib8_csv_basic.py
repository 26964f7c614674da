import csv, io
buf = io.StringIO()
w = csv.writer(buf)
w.writerow(['name', 'qty', 'note'])
w.writerow(['apple', 3, 'red, round'])
w.writerow(['say "hi"', 1.5, ''])
w.writerow(['multi\nline', None, ' space '])
w.writerows([[1, 2, 3], ['a', 'b', 'c']])
print(repr(buf.getvalue()))
rows = list(csv.reader(io.StringIO(buf.getvalue())))
print(rows)
b2 = io.StringIO()
w2 = csv.writer(b2, quoting=csv.QUOTE_ALL, lineterminator='\n')
w2.writerow(['a', 1, None, 2.5])
w3 = csv.writer(b2, quoting=csv.QUOTE_NONNUMERIC, lineterminator='\n')
w3.writerow(['a', 1, None, 2.5, True])
w4 = csv.writer(b2, quoting=csv.QUOTE_MINIMAL, delimiter=';', lineterminator='\n')
w4.writerow(['x;y', 'z', 'q"r'])
w5 = csv.writer(b2, quoting=csv.QUOTE_NONE, escapechar='\\', lineterminator='\n')
w5.writerow(['a,b', 'c"d', 'e'])
print(b2.getvalue())
r = csv.reader(io.StringIO('1,"2",3\n"a ""quoted"" word",b\n'), quoting=csv.QUOTE_NONNUMERIC)
try:
    print(list(r))
except ValueError as e:
    print('ValueError', e)
print(list(csv.reader(['a, b, c'], skipinitialspace=True)))
print(list(csv.reader(['a|b|"c|d"'], delimiter='|')))
print(list(csv.reader(["'x,y',z"], quotechar="'")))
rd = csv.reader(io.StringIO('h1,h2\n1,2\n\n3,4\n'))
for row in rd:
    print(rd.line_num, row)
try:
    list(csv.reader(['a,"b'], strict=True))
except csv.Error as e:
    print('Error', e)
print(list(csv.reader(['a,"b'])))
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(['a,b'])
except csv.Error as e:
    print('Error', e)
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)
print(list(csv.reader(['1,2\r\n', '3,4\n'])))
