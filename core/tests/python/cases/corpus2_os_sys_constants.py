import os, sys
sys.path.insert(0, "lib"); sys.path.append("x")
print(sys.path[0], sys.path[-1], type(sys.path).__name__)
print(os.name, repr(os.linesep), os.pathsep, os.curdir, os.pardir, os.extsep, os.altsep, os.devnull)
