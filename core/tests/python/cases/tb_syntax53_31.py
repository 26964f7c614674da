def g():
    print "hello", 1
