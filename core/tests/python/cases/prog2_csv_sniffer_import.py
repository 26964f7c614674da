"""Importing CSV files of unknown format: csv.Sniffer guesses the dialect and header, then DictReader loads rows."""
import csv
import io

SAMPLES = {
    "semicolon.csv": "name;age;city\nAna;34;Oslo\nBo;27;Bergen\nCy;41;Tromsø\n",
    "tabs.tsv": "id\tscore\tpassed\n1\t88.5\tyes\n2\t42.0\tno\n3\t67.25\tyes\n",
    "quoted.csv": '"product","price","notes"\n"Widget","9.99","small, blue"\n"Gadget","19.50","needs ""batteries"""\n',
    "pipes.txt": "a|b|c\n1|2|3\n4|5|6\n",
    "noheader.csv": "1,2,3\n4,5,6\n7,8,9\n",
    "spaces.csv": "x, y, z\n1, 2, 3\n4, 5, 6\n",
}

sniffer = csv.Sniffer()
for name, text in SAMPLES.items():
    try:
        dialect = sniffer.sniff(text)
    except csv.Error as e:
        print(f"{name:14} csv.Error: {e}")
        continue
    header = sniffer.has_header(text)
    print(f"{name:14} delimiter={dialect.delimiter!r} quotechar={dialect.quotechar!r} doublequote={dialect.doublequote} "
          f"skipinitialspace={dialect.skipinitialspace} header={header}")
    f = io.StringIO(text)
    if header:
        rows = list(csv.DictReader(f, dialect=dialect))
        print(" " * 15, rows[0])
    else:
        rows = list(csv.reader(f, dialect=dialect))
        print(" " * 15, rows)

print(sniffer.sniff("a:b:c\n1:2:3\n", delimiters=":").delimiter)
for bad in ["", "single line no delimiters", "a,b\n1;2\n"]:
    try:
        d = sniffer.sniff(bad, delimiters=",;")
        print(repr(bad), "->", repr(d.delimiter))
    except csv.Error as e:
        print(repr(bad), "csv.Error:", e)
d = sniffer.sniff("'x';'y'\n'1';'2'\n")
print(d.quotechar, d.delimiter, d.lineterminator == "\r\n", d.quoting == csv.QUOTE_MINIMAL)
print(csv.Sniffer().has_header("name,value\nfoo,1\nbar,2\n"), csv.Sniffer().has_header("1,2\n3,4\n"))
