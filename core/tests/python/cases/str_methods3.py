s = "hello world"
print(s.title(), s.capitalize(), s.count("o"), s.find("o"), s.rfind("o"), s.find("zz"), s.index("w"))
