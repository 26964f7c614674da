print("%d items" % 5, "%s and %s" % ("a", "b"), "%5.1f%%" % 99.5, "%-5s|" % "ab", "%x" % 255)
