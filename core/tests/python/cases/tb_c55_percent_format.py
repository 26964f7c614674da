print("%d items" % 3)
print("%s and %s" % ("a", "b"))
print("%d items" % "three")
