# csv.Sniffer: sniff (quoted fields, consistent counts, preferred delimiters, restricted delimiters, errors) and has_header.
import csv
s = csv.Sniffer()
samples = [
    "a,b,c\n1,2,3\n",
    "a;b\n1;2\n3;4\n",
    "a\tb\n1\t2\n",
    "x y z\n1 2 3\n4 5 6\n",
    "k:v\nx:1\ny:2\n",
    "'a','b'\n'1','2'\n",
    '"a", "b"\n"1", "2"\n',
    '"one"\n"two"\n',
    'name,comment\nx,"said ""hi"""\ny,"plain"\n',
    "a|b|c\n1|2\n3|4|5\n",
    "single",
    "id,name,score\n1,ann,3.5\n2,bob,4\n3,cy,5.25\n",
    "1,2,3\n4,5,6\n",
    "h1,h2\nabc,de\nxyz,fg\n",
    "name,age\nann,30\nbob,x\n",
    "a,b\n",
    '"a,b",c\n"d,e",f\n',
    "col1;col2;col3\n1,5;2,5;3\n4,1;5,2;6\n",
    "x,y\n1.5,2e3\n-3,4j\n", "n,v\n" + "".join(f"{i},{i}\n" for i in range(30)) + "a,b\n",
]
for text in samples:
    try:
        d = s.sniff(text)
        print(repr(text[:20]), repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace, d.quoting, repr(d.lineterminator), d.escapechar, end=" ")
    except csv.Error as e:
        print(repr(text[:20]), "Error", e, end=" ")
    try:
        print("header:", s.has_header(text))
    except csv.Error as e:
        print("header Error", e)
print(s.sniff("a:b;c\n1:2;3\n", delimiters=";").delimiter, s.sniff("a b\n1 2\n", delimiters=",; ").delimiter)
for bad in ["", "abc\n"]:
    try:
        s.sniff(bad)
    except csv.Error as e:
        print("csv.Error", e)
d = s.sniff("p;q\n1;2\n")
print(issubclass(d, csv.Dialect), d.__name__, list(csv.reader(["1;2"], d)))
