# csv over files opened with newline='', a Dialect subclass, and a small data summary.
import csv
import statistics

rows = [("city", "temp", "note"), ("Oslo", -3.5, "cold, windy"), ("Rome", 14.0, 'the "eternal" city'),
        ("Lima", 19.25, "")]
with open("weather.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerows(rows)
with open("weather.csv", newline="") as f:
    print(repr(f.read()))
with open("weather.csv", newline="") as f:
    data = list(csv.DictReader(f))
print(data)
print(statistics.mean(float(r["temp"]) for r in data))


class Semi(csv.Dialect):
    delimiter = ";"
    quotechar = "'"
    doublequote = True
    skipinitialspace = True
    lineterminator = "\n"
    quoting = csv.QUOTE_MINIMAL


with open("semi.csv", "w", newline="") as f:
    csv.writer(f, dialect=Semi).writerows([["a;b", "it's"], [1, 2]])
with open("semi.csv", newline="") as f:
    text = f.read()
print(repr(text))
print(list(csv.reader(text.splitlines(keepends=True), Semi)))
print(Semi().delimiter, isinstance(Semi(), csv.Dialect), csv.excel.lineterminator == "\r\n")


class Bad(csv.Dialect):
    delimiter = "::"


try:
    Bad()
except csv.Error as e:
    print("Error", e)
print(csv.Error.__module__, csv.Error.__mro__[1], csv.reader([]).__class__.__name__)
