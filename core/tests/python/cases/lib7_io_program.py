import io, csv, json
raw = "id,name,score\n1,ann,90\n2,bob,85\n3,\"c, d\",77\n"
f = io.StringIO(raw)
header = f.readline().strip().split(',')
print(header, f.tell())
rows = list(csv.DictReader(io.StringIO(raw)))
print(rows[2], sum(int(r['score']) for r in rows))
out = io.StringIO(newline='')
w = csv.writer(out); w.writerow(['a', 'b,c', 'd"e']); w.writerows([[1, 2, 3]])
print(repr(out.getvalue()))
s = io.StringIO()
for i in range(3):
    s.write(f'line {i}\n')
s.seek(0)
print([l.rstrip() for l in s], s.read(), s.tell(), len(s.getvalue()))
s.seek(0, io.SEEK_END); s.write('end'); print(repr(s.getvalue()[-8:]))
try:
    s.seek(1, io.SEEK_CUR)
except OSError as e:
    print(type(e).__name__, e)
try:
    s.seek(-1)
except ValueError as e:
    print('ValueError', e)
t = io.StringIO('abc'); print(t.read(1), t.read(0), t.read(-1), t.read(), repr(t.readline()))
u = io.StringIO('x\ny\n'); print(u.readline(1), u.readline(), u.readlines(), u.readlines())
v = io.StringIO('a\nbb\nccc\n'); print(v.readlines(3))
b = io.BytesIO(b'\x00\x01hello\nworld')
print(b.read(2), b.readline(), b.read(), b.getvalue()[:3], b.tell(), b.getbuffer().nbytes)
b.seek(2); b.write(b'J'); print(b.getvalue())
tw = io.TextIOWrapper(io.BytesIO('héllo\nwörld\n'.encode('utf-8')), encoding='utf-8')
print(tw.readline(), tw.read(), tw.encoding)
bw = io.BytesIO(); tw2 = io.TextIOWrapper(bw, encoding='utf-8', newline='\n'); tw2.write('é\n'); tw2.flush(); print(bw.getvalue())
with io.StringIO() as cm:
    cm.write('x')
print(cm.closed)
print(isinstance(io.StringIO(), io.TextIOBase), isinstance(io.BytesIO(), io.BufferedIOBase), issubclass(io.StringIO, io.IOBase))
j = io.StringIO(); json.dump([1, {'a': None}], j); print(j.getvalue())
print(repr(io.StringIO('a\r\nb').read()), repr(io.StringIO('a\r\nb', newline='').read()), repr(io.StringIO('a\nb', newline='\r\n').getvalue()))
lines = io.StringIO('1\n2\n\n3')
print([int(x) for x in lines.read().split()], io.DEFAULT_BUFFER_SIZE, io.SEEK_SET, io.SEEK_CUR, io.SEEK_END)
