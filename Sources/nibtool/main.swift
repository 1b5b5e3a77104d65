print("nibtool: not yet built")
