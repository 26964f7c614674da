import csv, io, collections, statistics
raw = '''date,city,temp,rain
2024-01-01,Oslo,-3.5,0.0
2024-01-01,Rome,12.0,1.2
2024-01-02,Oslo,-1.0,2.5
2024-01-02,Rome,13.5,0.0
2024-01-03,Oslo,0.5,0.0
2024-01-03,"Rome",11.0,4.0
'''
by_city = collections.defaultdict(list)
for row in csv.DictReader(io.StringIO(raw)):
    by_city[row['city']].append((float(row['temp']), float(row['rain'])))
out = io.StringIO()
w = csv.writer(out, lineterminator='\n')
w.writerow(['city', 'days', 'mean_temp', 'total_rain', 'rainy'])
for city, vals in sorted(by_city.items()):
    temps = [t for t, _ in vals]
    w.writerow([city, len(vals), round(statistics.mean(temps), 2), sum(r for _, r in vals), sum(1 for _, r in vals if r > 0)])
print(out.getvalue())
for row in csv.reader(io.StringIO(out.getvalue())):
    print('|'.join(f'{c:>10}' for c in row))
sniff = csv.Sniffer()
sample = 'a;b;c\n1;2;3\n4;5;6\n'
d = sniff.sniff(sample)
print(repr(d.delimiter), sniff.has_header(sample), sniff.has_header('name,age\nann,30\nbob,25\n'))
print(list(csv.reader(io.StringIO(sample), d)))
t = io.StringIO()
dw = csv.DictWriter(t, fieldnames=['k', 'v'], quoting=csv.QUOTE_NONNUMERIC, lineterminator='\n')
dw.writeheader(); dw.writerows([{'k': 'pi', 'v': 3.14}, {'k': 'e', 'v': 2.718}, {'k': 'q"q', 'v': 1}])
print(t.getvalue())
print(list(csv.DictReader(io.StringIO(t.getvalue()), quoting=csv.QUOTE_NONNUMERIC)))
lines = ['x,y', '1,"a', 'b",2', '3,c']
print(list(csv.reader(lines)))
print(list(csv.reader(io.StringIO('a,b\r\nc,"d\r\ne"\r\n'))))
print(list(csv.reader(['a,,b,', ',', ''])))
e = io.StringIO(); csv.writer(e).writerow([]); csv.writer(e).writerow(['']); csv.writer(e).writerow(['', '']); print(repr(e.getvalue()))
