# Saving and reloading settings through temporary files: json, csv and a line-based format.
import csv
import json
import os
import tempfile
from dataclasses import dataclass, asdict, field

@dataclass
class Settings:
    user: str
    theme: str = "light"
    font_size: int = 12
    recent: list = field(default_factory=list)

    @classmethod
    def from_dict(cls, d):
        known = {k: v for k, v in d.items() if k in cls.__dataclass_fields__}
        unknown = sorted(set(d) - set(known))
        if unknown:
            print("  ignoring unknown keys:", unknown)
        return cls(**known)

def save_json(settings, f):
    json.dump(asdict(settings), f, indent=2, sort_keys=True)
    f.flush()

def save_lines(settings, f):
    for key, value in asdict(settings).items():
        if isinstance(value, list):
            value = ",".join(value)
        f.write(f"{key} = {value}\n")

def load_lines(f):
    out = {}
    for lineno, line in enumerate(f, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        if not sep:
            raise ValueError(f"line {lineno}: expected 'key = value', got {line!r}")
        key, value = key.strip(), value.strip()
        if key == "font_size":
            value = int(value)
        elif key == "recent":
            value = [v for v in value.split(",") if v]
        out[key] = value
    return out

s = Settings("ada", recent=["a.py", "b.md"])
with tempfile.NamedTemporaryFile("w+", suffix=".json") as tf:
    save_json(s, tf)
    tf.seek(0)
    text = tf.read()
    print(text)
    tf.seek(0)
    back = Settings.from_dict(json.load(tf))
    print(back == s, back, os.path.splitext(tf.name)[1], os.path.exists(tf.name))
    path = tf.name
print("removed after with:", not os.path.exists(path))

keep = tempfile.NamedTemporaryFile("w", prefix="settings_", suffix=".conf", delete=False)
try:
    keep.write("# saved settings\n")
    save_lines(Settings("bob", "dark", 14, ["x.txt"]), keep)
    keep.write("extra = 1\n")
finally:
    keep.close()
print(os.path.basename(keep.name).startswith("settings_"), keep.closed, os.path.exists(keep.name))
with open(keep.name) as f:
    loaded = load_lines(f)
print(loaded)
print(Settings.from_dict(loaded))
with open(keep.name, "a") as f:
    f.write("broken line\n")
try:
    with open(keep.name) as f:
        load_lines(f)
except ValueError as e:
    print("ValueError:", e)
os.remove(keep.name)

with tempfile.TemporaryFile("w+", newline="") as tf:
    w = csv.writer(tf)
    w.writerow(["user", "font"])
    w.writerows([["ada", 12], ["bob", 14], ['c "q" d', 9]])
    tf.seek(0)
    rows = list(csv.reader(tf))
print(rows, sum(int(r[1]) for r in rows[1:]))

with tempfile.TemporaryFile() as raw:
    raw.write("naïve ☃\n".encode("utf-8"))
    raw.seek(0)
    data = raw.read()
print(data, len(data), data.decode("utf-8").strip())

with tempfile.TemporaryDirectory() as d:
    for i, name in enumerate(["b.txt", "a.txt", "c.log"]):
        with open(os.path.join(d, name), "w") as f:
            f.write("x" * (i + 1))
    sizes = {n: os.path.getsize(os.path.join(d, n)) for n in sorted(os.listdir(d))}
    print(sizes)
print("dir gone:", not os.path.exists(d))
