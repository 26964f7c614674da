import configparser
import os

with open("cp_one.ini", "w") as f:
    f.write("[db]\nhost = localhost\nport = 5432\n")
with open("cp_two.ini", "w") as f:
    f.write("[db]\nport = 6543\n[cache]\nsize = 10\n")
cfg = configparser.ConfigParser()
print(cfg.read(["cp_one.ini", "cp_missing.ini", "cp_two.ini"]))
print(cfg.read("cp_one.ini"), cfg["db"]["port"])
print({s: dict(cfg[s]) for s in cfg.sections()})
with open("cp_one.ini") as f:
    other = configparser.ConfigParser()
    other.read_file(f)
    print(other.sections())
with open("cp_two.ini") as f:
    other.read_file(f, source="named")
print(dict(other["db"]))
try:
    with open("cp_bad.ini", "w") as f:
        f.write("no header = 1\n")
    with open("cp_bad.ini") as f:
        configparser.ConfigParser().read_file(f)
except configparser.MissingSectionHeaderError as e:
    print(e)
try:
    configparser.ConfigParser().read_file(["[a]\n", "x\n"])
except configparser.ParsingError as e:
    print(e)
cfg["db"]["note"] = "line1\nline2"
with open("cp_out.ini", "w") as f:
    cfg.write(f)
with open("cp_out.ini") as f:
    print(f.read())
back = configparser.ConfigParser()
back.read("cp_out.ini", encoding="utf-8")
print(repr(back["db"]["note"]), back.sections())
for name in ["cp_one.ini", "cp_two.ini", "cp_bad.ini", "cp_out.ini"]:
    os.remove(name)
print(configparser.ConfigParser().read("cp_one.ini"))
