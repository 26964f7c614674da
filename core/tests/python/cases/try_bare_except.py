try:
    undefined
except:
    print("caught anything")
