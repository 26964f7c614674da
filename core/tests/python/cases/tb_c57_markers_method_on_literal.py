words = "a,b,c".split(",")
print(words)
count = "a,b,c".split(",").count("a") + "x".lenght()
